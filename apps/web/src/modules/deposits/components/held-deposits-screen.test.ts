import type { HeldDepositRead } from '@velodesk/contract/api/deposits';
import { describe, expect, it } from 'vitest';
import { heldTotals } from './held-deposits-screen.tsx';

const held = (form: HeldDepositRead['form'], amountTaken: number, id: number): HeldDepositRead => ({
  rental: { '@id': `/api/rentals/${id}`, id },
  customerName: 'Mia Becker',
  form,
  reference: null,
  documentKind: null,
  amountTaken,
  takenAt: null,
  takenBy: null,
});

describe('what the drawer should hold', () => {
  it('sums each form exactly in cents, in the forms’ order, and the grand total', () => {
    const totals = heldTotals([
      held('cheque', 150, 1),
      held('card_imprint', 0.1, 2),
      held('card_imprint', 0.2, 3),
      held('cash', 225, 4),
      held('identity_document', 0, 5),
    ]);
    expect(totals.forms).toEqual([
      { form: 'cash', count: 1, cents: 22_500 },
      { form: 'cheque', count: 1, cents: 15_000 },
      { form: 'card_imprint', count: 2, cents: 30 },
      { form: 'identity_document', count: 1, cents: 0 },
    ]);
    expect(totals.cents).toBe(37_530);
  });

  it('is empty when nothing is held', () => {
    expect(heldTotals([])).toEqual({ forms: [], cents: 0 });
  });
});
