import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useRef } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type Resolver,
  type UseFormReturn,
  useForm,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one form mechanism of the web app (docs/decisions/web-forms.md): react-hook-form, checked by
 * the contract's zod schema through `zodResolver`, so that a rule lives once, in packages/contract.
 *
 * A form holds what its inputs hold (texts, `null` for an empty select); `toInput` turns those
 * values into what the schema reads (blank optional texts as null, numbers typed as text as
 * numbers). The issues land on the fields of the same name; `handleSubmit` hands the schema's
 * parsed output (the request body) to its callback.
 *
 * A field's error shows once the field was changed or left, or after a submit attempt (mode
 * `all`). `isValid` says, at each render, whether the whole form passes its schema whatever was
 * touched (checked synchronously, so that Save is enabled in the same render as the keystroke
 * that makes the form valid), and Save stays disabled while it is not (`isFormBlocked`).
 */
export function useVelodeskForm<TValues extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  defaults: TValues,
  options: { toInput?: (values: TValues) => unknown } = {},
): VelodeskForm<TValues, z.output<TSchema>> {
  // The schema may change with the form's context (the first name required or not): the resolver
  // always reads the latest one.
  const current = useRef({ schema, toInput: options.toInput });
  current.current = { schema, toInput: options.toInput };
  const resolver = useRef<Resolver<TValues, unknown, z.output<TSchema>>>(
    (values, context, resolverOptions) => {
      const { schema: latest, toInput } = current.current;
      const run = zodResolver(latest as never, { error: issueMessage }) as unknown as Resolver<
        FieldValues,
        unknown,
        z.output<TSchema>
      >;
      return run(
        (toInput ? toInput(values) : values) as FieldValues,
        context,
        resolverOptions as never,
      ) as ReturnType<Resolver<TValues, unknown, z.output<TSchema>>>;
    },
  );
  const form = useForm<TValues, unknown, z.output<TSchema>>({
    mode: 'all',
    defaultValues: defaults as DefaultValues<TValues>,
    resolver: resolver.current,
  });
  const values = useWatch({ control: form.control }) as TValues;
  const result = schema.safeParse(options.toInput ? options.toInput(values) : values);
  const invalidFields = result.success
    ? []
    : [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')))];
  return { ...form, isValid: result.success, invalidFields };
}

/**
 * A form of the app: react-hook-form's, plus whether the values on screen pass the schema and the
 * fields that do not (the first segment of each issue's path), to say why Save is disabled.
 */
export type VelodeskForm<TValues extends FieldValues, TOutput> = UseFormReturn<TValues, unknown, TOutput> & {
  isValid: boolean;
  invalidFields: readonly string[];
};

/** The error type of a refusal the server put on a field (`applyApiViolations`). */
export const serverErrorType = 'server';

/** The message zod gives an issue the contract does not word itself: too long says its maximum. */
const tooLongPrefix = 'too_long:';
const issueMessage = (issue: z.core.$ZodRawIssue): string | undefined =>
  issue.code === 'too_big' && typeof issue.maximum === 'number' && issue.origin === 'string'
    ? `${tooLongPrefix}${issue.maximum}`
    : undefined;

/** The maximum length a "too long" field error names, if it is one. */
export const tooLongMaximum = (message: string | undefined): number | undefined =>
  message?.startsWith(tooLongPrefix) ? Number(message.slice(tooLongPrefix.length)) : undefined;

/** Whether a field carries a refusal the server put there (`applyApiViolations`). */
export const hasServerErrors = (errors: FieldErrors | FieldError | undefined): boolean => {
  if (!errors || typeof errors !== 'object') return false;
  if ('type' in errors && errors.type === serverErrorType) return true;
  return Object.entries(errors).some(
    ([key, value]) => key !== 'ref' && typeof value === 'object' && hasServerErrors(value as FieldErrors),
  );
};

/**
 * Whether a form's Save must stay disabled: the values on screen do not pass the schema, a field
 * carries a refusal of the server (it stays until the field changes), or a save is under way.
 */
export const isFormBlocked = (
  form: { isValid: boolean; formState: { errors: FieldErrors } },
  isSaving = false,
): boolean => !form.isValid || hasServerErrors(form.formState.errors) || isSaving;

type AnyForm<T extends FieldValues> = UseFormReturn<T, unknown, never> | UseFormReturn<T, unknown, unknown>;

/** A text input hands over its change event, a select or a date input its value. */
const inputValue = (next: unknown): unknown =>
  typeof next === 'object' && next !== null && 'currentTarget' in next && 'target' in next
    ? (next as ChangeEvent<HTMLInputElement>).currentTarget.value
    : next;

/**
 * The value, change and blur handlers of one field, for the app's controlled inputs (Mantine's
 * TextInput, Select, NumberInput, DateInput…): a change validates the field and marks it touched,
 * as leaving it does.
 */
export const bindField = <T extends FieldValues, N extends FieldPath<T>>(
  form: AnyForm<T>,
  name: N,
  options: {
    /** Fields whose rule reads this one too (the end date of a start date): checked again with it. */
    deps?: readonly FieldPath<T>[];
  } = {},
) => ({
  value: form.getValues(name) as PathValue<T, N>,
  onChange: (next: PathValue<T, N> | ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    form.setValue(name, inputValue(next) as PathValue<T, N>, {
      shouldValidate: true,
      shouldDirty: true,
      shouldTouch: true,
    });
    const deps = (options.deps ?? []).filter((dep) => form.getFieldState(dep).isTouched);
    if (deps.length > 0) void form.trigger(deps);
  },
  onBlur: () => {
    void form.trigger(name);
  },
});

/** The same for a checkbox or a switch. */
export const bindChecked = <T extends FieldValues, N extends FieldPath<T>>(form: AnyForm<T>, name: N) => ({
  checked: Boolean(form.getValues(name)),
  onChange: (event: ChangeEvent<HTMLInputElement>) =>
    form.setValue(name, event.currentTarget.checked as PathValue<T, N>, {
      shouldValidate: true,
      shouldDirty: true,
      shouldTouch: true,
    }),
});

/**
 * The values on screen and a setter for forms whose fields are drawn by a shared component (the
 * customer fields): a change validates the field and marks it touched, as `bindField` does.
 */
export type FieldsForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'getValues' | 'setValue'>;

export const fieldAccess = <T extends FieldValues>(form: FieldsForm<T>) => ({
  values: form.getValues(),
  setField: <N extends FieldPath<T>>(name: N, value: PathValue<T, N>) =>
    form.setValue(name, value, { shouldValidate: true, shouldDirty: true, shouldTouch: true }),
});
