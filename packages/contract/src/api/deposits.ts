import { z } from 'zod';
import { embedded, iriRef, moneyAmount, optionalText, requiredText } from '../fields.ts';
import { idString } from '../hydra.ts';

/**
 * Deposits (issue 24; rentals.md sections 2, 3, 5; docs/decisions/deposits.md): the managers'
 * default deposit per range or declination and site, the deposit a contract takes when its bikes
 * leave (or a manager waives), and what the close gives back or keeps. A deposit is never revenue:
 * only its kept part is invoiced ("Retenue sur caution") and settled by a retention payment.
 */

// ---- stable error codes (answered as `code`) ----

export const DepositErrorCode = {
  /** 409: a contract starts (POST /contracts, migrate) without its required deposit, nor a waiver. */
  required: 'DEPOSIT_REQUIRED',
  /** 400: the deposit's form, amount, reference or document kind is wrong. */
  invalid: 'DEPOSIT_INVALID',
  /** 400: the close keeps more than was taken, or keeps without a reason. */
  keptTooMuch: 'DEPOSIT_KEPT_TOO_MUCH',
  /** 409: the deposit is already taken, already settled, or the rental cannot take one now. */
  state: 'DEPOSIT_STATE',
  /** 403: only a manager (application settings) waives a deposit. */
  waiverForbidden: 'DEPOSIT_WAIVER_FORBIDDEN',
  /** 409: a rule for this range or declination already exists on this site. */
  ruleExists: 'DEPOSIT_RULE_EXISTS',
  /** 409: end of stay is only for a contract with a stay. */
  fdsWithoutStay: 'FDS_WITHOUT_STAY',
} as const;
export type DepositErrorCodeValue = (typeof DepositErrorCode)[keyof typeof DepositErrorCode];

export const DepositDescription = {
  required: 'This contract requires a deposit: take it, or have a manager waive it with a reason.',
  keptTooMuch: 'The amount kept cannot be more than the deposit taken.',
  keptReasonRequired: 'A reason is required to keep part of the deposit.',
  nothingToKeep: 'This contract holds no deposit to keep.',
  alreadyTaken: 'The deposit of this contract is already taken.',
  alreadySettled: 'The deposit of this contract is already given back or kept.',
  notOpen: 'Only a new reservation or a contract in progress can take a deposit.',
  amountLocked: 'The deposit amount cannot change once the deposit is taken.',
  waiverForbidden: 'Only a manager (application settings) can waive a deposit.',
  referenceRequired: 'The cheque number or the card reference is required.',
  documentKindRequired: 'The kind of identity document held is required.',
  ruleExists: 'This site already has a deposit rule for this range or declination.',
  ruleTarget: 'A deposit rule is for a range or for a declination, not both.',
  fdsWithoutStay: 'Only a contract with a stay can be paid at the end of the stay.',
} as const;

// ---- vocabularies ----

/** bail: the state of a contract's deposit. */
export const depositStates = ['none', 'held', 'returned', 'partly_kept', 'kept'] as const;
export type DepositState = (typeof depositStates)[number];

/** How a deposit is taken. */
export const depositForms = [
  'cash',
  'cheque',
  'card_imprint',
  'pre_authorisation',
  'identity_document',
] as const;
export type DepositForm = (typeof depositForms)[number];

/** Why part of a deposit is kept. */
export const keptReasons = ['damage', 'missing_item', 'late_return'] as const;
export type KeptReason = (typeof keptReasons)[number];

/** The kinds of identity document a counter holds. */
export const documentKinds = ['identity_card', 'passport', 'driving_licence', 'other'] as const;

/** The invoice line of a kept part (French, as every invoice line). */
export const keptLineLabel = 'Retenue sur caution';
/** The payment method of the retention payment that settles it (no stay-system method has id 0). */
export const retentionPaymentMethodId = 0;
export const retentionCashDeskId = 0;

/** Whether a form needs a reference (cheque number, card imprint or pre-authorisation reference). */
export const formNeedsReference = (form: DepositForm): boolean =>
  form === 'cheque' || form === 'card_imprint' || form === 'pre_authorisation';

// ---- bodies ----

const form = z.enum(depositForms, {
  error: `form is one of ${depositForms.join(', ')}.`,
});

/** Taking a deposit: its form, amount, reference (cheque, card) or document kind (identity). */
export const depositTake = z
  .strictObject({
    form,
    amount: moneyAmount('amount'),
    reference: optionalText('reference', 100),
    documentKind: z
      .enum(documentKinds, { error: `documentKind is one of ${documentKinds.join(', ')}.` })
      .optional(),
  })
  .superRefine((value, issue) => {
    if (formNeedsReference(value.form) && !value.reference?.trim()) {
      issue.addIssue({ code: 'custom', path: ['reference'], message: DepositDescription.referenceRequired });
    }
    if (value.form === 'identity_document' && !value.documentKind) {
      issue.addIssue({
        code: 'custom',
        path: ['documentKind'],
        message: DepositDescription.documentKindRequired,
      });
    }
  });
export type DepositTake = z.infer<typeof depositTake>;

/** A manager's waiver: the reason it is waived. */
export const depositWaiver = z.strictObject({ reason: requiredText('reason', 500) });
export type DepositWaiver = z.infer<typeof depositWaiver>;

/** What a contract starts with (POST /contracts, migrate): the deposit taken, or a waiver. */
export const depositAtStart = z.strictObject({
  take: depositTake.optional(),
  waiver: depositWaiver.optional(),
});
export type DepositAtStart = z.infer<typeof depositAtStart>;

/** PATCH /rentals/{id}/deposit: the amount required, before the deposit is taken. */
export const depositAmountPatch = z.strictObject({ amountBail: moneyAmount('amountBail') });

/**
 * POST /deposits/quote: the deposit the site's rules require for these products, before the
 * contract exists (the new contract's deposit form shows and prefills it). Products of another
 * site count for nothing.
 */
export const depositQuoteRequest = z.strictObject({
  site: iriRef('sites', 'site'),
  products: z.array(iriRef('products', 'products')).min(1).max(100),
});
export type DepositQuoteRequest = z.infer<typeof depositQuoteRequest>;
export const depositQuoteRead = z.object({ amountRequired: z.number() });
export type DepositQuoteRead = z.infer<typeof depositQuoteRead>;

/** The close's deposit part: nothing kept (returned in full), or an amount kept with its reason. */
export const depositSettle = z.strictObject({
  keptAmount: moneyAmount('keptAmount'),
  keptReason: z.enum(keptReasons, { error: `keptReason is one of ${keptReasons.join(', ')}.` }).optional(),
  keptComment: optionalText('keptComment', 2000),
});
export type DepositSettle = z.infer<typeof depositSettle>;

/** PATCH /rentals/{id}/fds: marks a stay's contract paid (or not) at the end of the stay. */
export const fdsPatch = z.strictObject({ fds: z.boolean({ error: 'fds is required.' }) });

/** POST and PATCH /deposit_rules: a site's default deposit for a range or a declination. */
export const depositRuleWrite = z
  .strictObject({
    site: iriRef('sites', 'site'),
    range: iriRef('ranges', 'range').nullable().optional(),
    declination: iriRef('declinations', 'declination').nullable().optional(),
    amount: moneyAmount('amount'),
  })
  .refine((value) => !value.range !== !value.declination, {
    message: DepositDescription.ruleTarget,
    path: ['range'],
  });
export type DepositRuleWrite = z.infer<typeof depositRuleWrite>;
export const depositRulePatch = z.strictObject({ amount: moneyAmount('amount') });

/** GET /rentals/{id}/deposit/receipt?language=fr|en. */
export const depositReceiptQuery = z.strictObject({ language: z.enum(['fr', 'en']).optional() });

export const depositRuleQuery = z.strictObject({ siteId: idString('siteId') });

// ---- answers ----

const userRef = z.object({ id: z.number().int(), username: z.string() }).nullable();

/** The deposit of a rental as the rental answer carries it. */
export const depositRead = z.object({
  state: z.enum(depositStates),
  amountRequired: z.number(),
  form: z.enum(depositForms).nullable(),
  reference: z.string().nullable(),
  documentKind: z.string().nullable(),
  amountTaken: z.number().nullable(),
  takenBy: userRef,
  takenAt: z.string().nullable(),
  waivedReason: z.string().nullable(),
  waivedBy: userRef,
  waivedAt: z.string().nullable(),
  returnedAmount: z.number().nullable(),
  keptAmount: z.number().nullable(),
  keptReason: z.enum(keptReasons).nullable(),
  keptComment: z.string().nullable(),
  settledBy: userRef,
  settledAt: z.string().nullable(),
  /** The return receipt's PDF path, once the deposit is settled. */
  receipt: z.string().nullable(),
});
export type DepositRead = z.infer<typeof depositRead>;

export const depositRuleRead = z.object({
  '@id': z.string(),
  '@type': z.literal('DepositRule'),
  id: z.number().int(),
  site: embedded({ name: z.string() }),
  range: embedded({ name: z.string() }).nullable(),
  declination: embedded({ model: z.string(), size: z.string(), rangeName: z.string() }).nullable(),
  amount: z.number(),
});
export type DepositRuleRead = z.infer<typeof depositRuleRead>;

/** GET /deposits/held?siteId=: what should be in the drawer. */
export const heldDepositRead = z.object({
  rental: z.object({ '@id': z.string(), id: z.number().int() }),
  customerName: z.string(),
  form: z.enum(depositForms).nullable(),
  reference: z.string().nullable(),
  documentKind: z.string().nullable(),
  amountTaken: z.number(),
  takenAt: z.string().nullable(),
  takenBy: z.string().nullable(),
});
export type HeldDepositRead = z.infer<typeof heldDepositRead>;

/** A payment of a rental as the rental answer carries it (rentals.md section 3). */
export const rentalPaymentRead = z.object({
  '@id': z.string(),
  id: z.number().int(),
  amount: z.number(),
  cashDesk: z.object({ id: z.number().int(), name: z.string().nullable() }),
  paymentMethod: z.object({ id: z.number().int(), name: z.string().nullable() }),
  activated: z.boolean(),
  date: z.string(),
});
export type RentalPaymentRead = z.infer<typeof rentalPaymentRead>;
