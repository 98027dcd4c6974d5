import type { DepositRead } from '@velodesk/contract/api/deposits';
import { describe, expect, it } from 'vitest';
import { depositSettleOf, isDepositChoiceValid, noDepositChoice } from './deposit-close-section.tsx';

const held = { state: 'held', amountTaken: 450 } as DepositRead;

describe('the close modal’s deposit choice', () => {
  it('gives the deposit back in full by default (no deposit body)', () => {
    expect(depositSettleOf(noDepositChoice)).toBeUndefined();
    expect(isDepositChoiceValid(noDepositChoice, held)).toBe(true);
  });

  it('keeps 35 € for a damage with its comment', () => {
    const choice = { keep: true, keptAmount: 35, keptReason: 'damage' as const, keptComment: ' Feu cassé ' };
    expect(isDepositChoiceValid(choice, held)).toBe(true);
    expect(depositSettleOf(choice)).toEqual({
      keptAmount: 35,
      keptReason: 'damage',
      keptComment: 'Feu cassé',
    });
  });

  it('refuses keeping more than was taken, nothing, or without a reason', () => {
    const base = { keep: true, keptReason: 'damage' as const, keptComment: '' };
    expect(isDepositChoiceValid({ ...base, keptAmount: 450.01 }, held)).toBe(false);
    expect(isDepositChoiceValid({ ...base, keptAmount: '' }, held)).toBe(false);
    expect(isDepositChoiceValid({ ...base, keptAmount: 10, keptReason: null }, held)).toBe(false);
  });
});
