import type { DepositRead, DepositRuleRead, DepositRuleWrite } from '@velodesk/contract/api/deposits';
import { depositRuleKeys } from '@/shared/data/keys/deposits-keys.ts';
import { planningKeys, rentalKeys } from '@/shared/data/keys/rentals-keys.ts';
import { type MutationCallbacks, useResourceMutation } from '@/shared/data/use-resource-mutation.ts';
import {
  changeDepositAmount,
  createDepositRule,
  deleteDepositRule,
  updateDepositRule,
} from '../api/deposits-api.ts';

/**
 * The writes of the deposits (docs/decisions/web-data-layer.md), each refreshing what shows its
 * data; the screens pass only their notifications.
 */

/** A rule's create (`ruleId` null: the whole body) or amount change (its id: the amount only). */
export const useSaveDepositRule = (
  ruleId: number | null,
  callbacks?: MutationCallbacks<DepositRuleRead, DepositRuleWrite | { amount: number }>,
) =>
  useResourceMutation(
    (body: DepositRuleWrite | { amount: number }) =>
      ruleId === null ? createDepositRule(body as DepositRuleWrite) : updateDepositRule(ruleId, body.amount),
    [depositRuleKeys.all],
    callbacks,
  );

export const useDeleteDepositRule = (callbacks?: MutationCallbacks<void, { id: number }>) =>
  useResourceMutation((rule: { id: number }) => deleteDepositRule(rule.id), [depositRuleKeys.all], callbacks);

/** A contract's deposit amount (amountBail) before it is taken: the rental shows it. */
export const useChangeDepositAmount = (
  rentalId: number,
  callbacks?: MutationCallbacks<DepositRead, { amountBail: number }>,
) =>
  useResourceMutation(
    ({ amountBail }: { amountBail: number }) => changeDepositAmount(rentalId, amountBail),
    [rentalKeys.detail(rentalId), rentalKeys.lists(), planningKeys.all],
    callbacks,
  );
