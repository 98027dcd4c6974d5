import { type InterfaceLanguage, interfaceLanguages } from '@velodesk/contract/ids';
import type { ParseKeys } from 'i18next';

/**
 * A key of the interface texts: with `i18next.d.ts`, one of the French texts' keys, so a table or
 * prop holding a missing key is a type error (docs/decisions/web-bundles.md).
 */
export type TextKey = ParseKeys;

/** The key of each interface language's name in that language ("Español"). */
const nativeNameKeys = {
  en: 'LANGUAGE.NATIVE.en',
  fr: 'LANGUAGE.NATIVE.fr',
  es: 'LANGUAGE.NATIVE.es',
  de: 'LANGUAGE.NATIVE.de',
  it: 'LANGUAGE.NATIVE.it',
  ru: 'LANGUAGE.NATIVE.ru',
} as const satisfies Record<InterfaceLanguage, TextKey>;

const isInterfaceLanguage = (code: string): code is InterfaceLanguage =>
  (interfaceLanguages as readonly string[]).includes(code);

/** The key of a language's own name, for a code of the interface languages (else undefined). */
export const nativeNameKey = (code: string): TextKey | undefined =>
  isInterfaceLanguage(code) ? nativeNameKeys[code] : undefined;
