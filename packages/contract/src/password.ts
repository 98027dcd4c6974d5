/**
 * The password rule of the specs: at least 8 characters, one upper-case letter, one lower-case
 * letter, one digit and two special (non-alphanumeric) characters.
 */
export const passwordMinLength = 8;

export interface PasswordCheck {
  isValid: boolean;
  /** Which parts of the rule fail, for a precise message. */
  missing: Array<'length' | 'upper' | 'lower' | 'digit' | 'special'>;
}

export const checkPassword = (password: string): PasswordCheck => {
  const missing: PasswordCheck['missing'] = [];
  if (password.length < passwordMinLength) missing.push('length');
  if (!/\p{Lu}/u.test(password)) missing.push('upper');
  if (!/\p{Ll}/u.test(password)) missing.push('lower');
  if (!/\p{Nd}/u.test(password)) missing.push('digit');
  if ((password.match(/[^\p{L}\p{Nd}]/gu) ?? []).length < 2) missing.push('special');
  return { isValid: missing.length === 0, missing };
};

export const passwordRuleDescription =
  'The password needs at least 8 characters, with an upper-case letter, a lower-case letter, a digit and two special characters.';
