import type { ComboboxItem } from '@mantine/core';

/**
 * A range's name as the planning shows it: each word begins with a capital in the interface
 * language ("électrique" → "Électrique"), as the grid's range rows write it.
 */
export const rangeDisplayName = (name: string, language: string): string =>
  name.replace(/(^|[\s\-'’])(\p{L})/gu, (_match, before: string, letter: string) => {
    try {
      return `${before}${letter.toLocaleUpperCase(language)}`;
    } catch {
      return `${before}${letter.toUpperCase()}`;
    }
  });

/** The range filter's choices: the names as the grid shows them, sorted in the interface language. */
export const rangeChoices = (options: readonly ComboboxItem[], language: string): ComboboxItem[] => {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return options
    .map((option) => ({ value: option.value, label: rangeDisplayName(option.label, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
};
