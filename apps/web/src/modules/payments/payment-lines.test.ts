import { paymentCreate } from '@velodesk/contract/api/payments';
import { describe, expect, it } from 'vitest';
import {
  emptyLine,
  paymentFormInput,
  paymentFormSchema,
  proposedAmount,
  remainingAfterLines,
  settlesExactly,
} from './payment-lines.ts';

const lines = (...amounts: Array<number | string>) => amounts.map((amount) => ({ ...emptyLine(), amount }));

describe('the payment form arithmetic', () => {
  it('settles 99.99 with 3 × 33.33 exactly', () => {
    expect(remainingAfterLines(99.99, lines(33.33))).toBe(66.66);
    expect(remainingAfterLines(99.99, lines(33.33, 33.33))).toBe(33.33);
    expect(remainingAfterLines(99.99, lines(33.33, 33.33, 33.33))).toBe(0);
    expect(settlesExactly(99.99, lines(33.33, 33.33, 33.33))).toBe(true);
    expect(settlesExactly(99.99, lines(33.33, 33.33, 33.34))).toBe(false);
    expect(remainingAfterLines(99.99, lines(33.33, 33.33, 33.34))).toBe(-0.01);
  });

  it('never settles a 0.005 remainder: no payable amount makes it exactly 0', () => {
    expect(remainingAfterLines(0.005, lines())).toBe(0.005);
    expect(settlesExactly(0.005, lines(0.01))).toBe(false);
    expect(remainingAfterLines(0.005, lines(0.01))).toBe(-0.005);
    // A float difference would say 0.005000000000000782.
    expect(10.005 - 10).not.toBe(0.005);
    expect(remainingAfterLines(10.005, lines(10))).toBe(0.005);
    expect(remainingAfterLines(0.3, lines(0.1, 0.2))).toBe(0);
    expect(proposedAmount(0.005)).toBe('');
    // A third decimal is refused by the contract's rule, never rounded.
    expect(
      paymentFormSchema.safeParse(
        paymentFormInput({ lines: [{ cashDesk: '11', paymentMethod: '1', amount: 0.005 }] }),
      ).success,
    ).toBe(false);
  });

  it('counts an empty amount as nothing yet, and proposes only a payable amount', () => {
    expect(remainingAfterLines(50, lines('', 20))).toBe(30);
    expect(proposedAmount(30)).toBe(30);
    expect(proposedAmount(0)).toBe('');
    expect(proposedAmount(-5)).toBe('');
  });

  it('checks each line with the contract: cash desk, method and an amount above 0 are required', () => {
    const parse = (line: Parameters<typeof paymentFormInput>[0]['lines'][number]) =>
      paymentFormSchema.safeParse(paymentFormInput({ lines: [line] })).success;
    expect(parse({ cashDesk: '11', paymentMethod: '2', amount: 33.33 })).toBe(true);
    expect(parse({ cashDesk: null, paymentMethod: '2', amount: 33.33 })).toBe(false);
    expect(parse({ cashDesk: '11', paymentMethod: null, amount: 33.33 })).toBe(false);
    expect(parse({ cashDesk: '11', paymentMethod: '2', amount: '' })).toBe(false);
    expect(parse({ cashDesk: '11', paymentMethod: '2', amount: 0 })).toBe(false);
    // The lines then make a body the API takes.
    const body = [33.33, 33.33, 33.33].map((amount) => ({
      site: '/api/sites/1',
      rental: '/api/rentals/2',
      cashDesk: 11,
      paymentMethod: 1,
      amount,
    }));
    expect(paymentCreate.safeParse(body).success).toBe(true);
  });
});
