import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The banner of a refused save whose violations name no field of the form (`applyApiViolations`
 * answers them): shown until the user changes a value.
 */
export const useRefusalBanner = <T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, never>, 'watch'>,
) => {
  const [messages, setMessages] = useState<readonly string[]>([]);
  const { watch } = form;
  useEffect(() => {
    const subscription = watch(() => setMessages((current) => (current.length === 0 ? current : [])));
    return () => subscription.unsubscribe();
  }, [watch]);
  return { message: messages.join(' ') || null, show: setMessages };
};
