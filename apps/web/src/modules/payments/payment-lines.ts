import { paymentLine } from '@velodesk/contract/api/payments';
import { hasAtMostDecimals, paymentRemainder } from '@velodesk/contract/pricing';
import { z } from 'zod';

/**
 * The lines of the payment form and their arithmetic (rentals spec section 5 "Payment form"): the
 * remaining amount is what the server says remains to pay less the lines on screen, computed with
 * the contract's `paymentRemainder` (integer thousandths of a euro: never a float sum), and the
 * form validates only when it is exactly 0.
 */
export interface PaymentLineValues {
  /** The stay system's ids, as the selects hold them ('11'), or null. */
  cashDesk: string | null;
  paymentMethod: string | null;
  /** What the amount field holds: a number, or '' while empty. */
  amount: number | string;
}

export interface PaymentFormValues {
  lines: PaymentLineValues[];
}

/** One line as the form checks it: the contract's rules of a payment line. */
export const paymentFormSchema = z.object({
  lines: z.array(paymentLine.pick({ cashDesk: true, paymentMethod: true, amount: true })).min(1),
});

const numberOf = (value: string | number | null): number | undefined => {
  if (value === null || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** The form's values as the schema reads them (empty selects and amounts missing). */
export const paymentFormInput = (values: PaymentFormValues) => ({
  lines: values.lines.map((line) => ({
    cashDesk: numberOf(line.cashDesk),
    paymentMethod: numberOf(line.paymentMethod),
    amount: numberOf(line.amount),
  })),
});

/** The amounts of the lines that hold a number (an empty amount counts for nothing yet). */
export const lineAmounts = (lines: readonly Pick<PaymentLineValues, 'amount'>[]): number[] =>
  lines.map((line) => numberOf(line.amount)).filter((amount): amount is number => amount !== undefined);

/** What remains to pay once the lines on screen are paid: exact, to 3 decimals. */
export const remainingAfterLines = (
  remainingAmount: number,
  lines: readonly Pick<PaymentLineValues, 'amount'>[],
): number => paymentRemainder(remainingAmount, lineAmounts(lines));

/** Whether the lines settle the rental exactly (the only state in which Validate is enabled). */
export const settlesExactly = (
  remainingAmount: number,
  lines: readonly Pick<PaymentLineValues, 'amount'>[],
): boolean => remainingAfterLines(remainingAmount, lines) === 0;

/** The amount a new line proposes: what is left, when it is a payable amount (> 0, 2 decimals). */
export const proposedAmount = (left: number): number | '' =>
  left > 0 && hasAtMostDecimals(left, 2) ? left : '';

export const emptyLine = (amount: number | '' = ''): PaymentLineValues => ({
  cashDesk: null,
  paymentMethod: null,
  amount,
});
