import { describe, expect, it } from 'vitest';
import { paymentRemainder } from '../pricing.ts';
import { paymentCancel, paymentCreate } from './payments.ts';

const line = (amount: unknown) => ({
  site: '/api/sites/1',
  rental: '/api/rentals/2',
  cashDesk: 11,
  paymentMethod: 1,
  amount,
});

describe('payment bodies', () => {
  it('takes amounts in euros with at most 2 decimals, more than 0', () => {
    expect(paymentCreate.safeParse([line(33.33), line(0.01), line(1200)]).success).toBe(true);
    for (const amount of [0.005, 33.335, 0, -5, '10', null]) {
      expect(paymentCreate.safeParse([line(amount)]).success, String(amount)).toBe(false);
    }
    expect(paymentCreate.safeParse([]).success).toBe(false);
  });

  it('cancels with {activated: false} only: amounts and links are never edited', () => {
    expect(paymentCancel.safeParse({ activated: false }).success).toBe(true);
    for (const body of [
      { activated: true },
      { amount: 1 },
      { activated: false, refundedPayment: '/api/payments/1' },
    ]) {
      expect(paymentCancel.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it('leaves exactly 0 after 3 × 33.33 of 99.99, and keeps a 0.005 remainder', () => {
    expect(paymentRemainder('99.99', [33.33, 33.33, 33.33])).toBe(0);
    expect(paymentRemainder('10.005', [10])).toBe(0.005);
    expect(paymentRemainder('10.00', [9.995])).toBe(0.005);
  });
});
