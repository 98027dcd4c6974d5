import { describe, expect, it } from 'vitest';
import { checkPassword } from './password.ts';

describe('password rule', () => {
  it('accepts a password with 8 characters, both cases, a digit and two special characters', () => {
    expect(checkPassword('Admin!2026!')).toEqual({ isValid: true, missing: [] });
    expect(checkPassword('Éte#2026?').isValid).toBe(true);
  });

  it('names every part of the rule that fails', () => {
    expect(checkPassword('short').missing).toEqual(['length', 'upper', 'digit', 'special']);
    expect(checkPassword('Password1!').missing).toEqual(['special']);
    expect(checkPassword('PASSWORD1!!').missing).toEqual(['lower']);
    expect(checkPassword('password1!!').missing).toEqual(['upper']);
    expect(checkPassword('Password!!').missing).toEqual(['digit']);
  });
});
