import type { FormEvent } from 'react';

/** A customer form's state (useIndividualForm, useCompanyForm) as its submit reads it. */
export interface SubmitState<TValues> {
  form: { trigger: () => Promise<boolean>; getValues: () => TValues };
  isBlocked: boolean;
}

/** The save of a customer form (a TanStack mutation). */
export interface SubmitMutation<TValues, TData> {
  isPending: boolean;
  mutate: (values: TValues, options: { onSuccess: (data: TData) => void }) => void;
}

/**
 * The submit of a customer form (modals, details edit, the picker's create forms): every field
 * shows its error, as after a submit; nothing is sent while the form is blocked or a save runs.
 */
export const submitForm =
  <TValues, TData>(
    state: SubmitState<TValues>,
    mutation: SubmitMutation<TValues, TData>,
    onSuccess: (data: TData) => void,
  ) =>
  (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void state.form.trigger();
    if (state.isBlocked || mutation.isPending) return;
    mutation.mutate(state.form.getValues(), { onSuccess });
  };
