import { describe, expect, it } from 'vitest';
import { ApiError } from '../app/api-error.ts';
import { i18n } from '../i18n/i18n.ts';
import { errorMessage } from './error-message.ts';

const apiError = (status: number, description: string) => new ApiError({ status, title: 'x', description });

describe('errorMessage', () => {
  it('shows the description of a business refusal', () => {
    expect(errorMessage(apiError(422, 'Tax rate not found'), i18n.t)).toBe('Tax rate not found');
  });

  it('falls back to the translated key otherwise', async () => {
    await i18n.changeLanguage('fr');
    expect(errorMessage(apiError(404, 'No route PATCH /api/x'), i18n.t, 'ACCOUNT.PASSWORD_SAVE_ERROR')).toBe(
      i18n.t('ACCOUNT.PASSWORD_SAVE_ERROR'),
    );
    expect(errorMessage(new Error('boom'), i18n.t)).toBe(i18n.t('TECHNIQUE_ERROR'));
    await i18n.changeLanguage('en');
  });
});
