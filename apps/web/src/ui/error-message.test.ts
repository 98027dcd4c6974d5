import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { ApiError, apiErrorFromBody } from '@/shared/api/api-error.ts';
import { errorMessage } from './error-message.ts';

const apiError = (status: number, description: string) => new ApiError({ status, title: 'x', description });

describe('errorMessage', () => {
  it("never shows the server's English description: the code's message, else the screen's own", async () => {
    await i18n.changeLanguage('fr');
    expect(errorMessage(apiError(422, 'Tax rate not found'), i18n.t, 'RENTAL_EDIT.ERRORS.SAVE_ERROR')).toBe(
      i18n.t('RENTAL_EDIT.ERRORS.SAVE_ERROR'),
    );
    const answer = (status: number, code: string, description: string) =>
      apiErrorFromBody(status, 'x', {
        '@type': 'hydra:Error',
        'hydra:title': 'x',
        'hydra:description': description,
        status,
        code,
      });
    expect(errorMessage(answer(404, 'NOT_FOUND', 'Rental not found.'), i18n.t)).toBe(
      "Cet enregistrement n'existe pas (ou plus), ou appartient à un site auquel vous n'avez pas accès.",
    );
    expect(errorMessage(answer(409, 'CONCURRENT_CHANGE', 'Try again.'), i18n.t)).toBe(
      "Quelqu'un a modifié le même enregistrement au même moment. Rechargez la page et réessayez.",
    );
    // A screen's own message says what failed, the code's what happened.
    expect(
      errorMessage(answer(409, 'CONCURRENT_CHANGE', 'Try again.'), i18n.t, 'RENTAL_DETAILS.VALIDATE_ERROR'),
    ).toBe(
      "Le produit n'a pas pu être validé. Quelqu'un a modifié le même enregistrement au même moment. Rechargez la page et réessayez.",
    );
    expect(errorMessage(answer(429, 'TOO_MANY_REQUESTS', 'Too many requests.'), i18n.t)).toBe(
      'Trop de tentatives. Patientez un instant avant de réessayer.',
    );
    expect(
      errorMessage(answer(409, 'SOMETHING_NEW', 'A new English refusal.'), i18n.t, 'CUSTOMERS.ADD_ERROR'),
    ).toBe(i18n.t('CUSTOMERS.ADD_ERROR'));
    await i18n.changeLanguage('en');
  });

  it('falls back to the translated key otherwise', async () => {
    await i18n.changeLanguage('fr');
    expect(errorMessage(apiError(404, 'No route PATCH /api/x'), i18n.t, 'ACCOUNT.PASSWORD_SAVE_ERROR')).toBe(
      i18n.t('ACCOUNT.PASSWORD_SAVE_ERROR'),
    );
    expect(errorMessage(new Error('boom'), i18n.t)).toBe(i18n.t('TECHNIQUE_ERROR'));
    await i18n.changeLanguage('en');
  });

  it("says a refusal of the user's rights or sites in the interface language, never the server's English", async () => {
    await i18n.changeLanguage('fr');
    const refusal = (code: string, description: string) =>
      apiErrorFromBody(403, 'Forbidden', {
        '@type': 'hydra:Error',
        'hydra:title': 'Forbidden',
        'hydra:description': description,
        status: 403,
        code,
      });
    expect(errorMessage(refusal('SITE_NOT_LINKED', 'You are not linked to this site.'), i18n.t)).toBe(
      "Vous n'êtes pas rattaché à ce site.",
    );
    expect(errorMessage(refusal('PERMISSION_DENIED', 'Permission denied.'), i18n.t)).toBe(
      'Vos droits ne permettent pas cette action.',
    );
    await i18n.changeLanguage('en');
  });

  describe('stay-system failures', () => {
    const hydra = (status: number, description: string, code?: string) => ({
      '@type': 'hydra:Error',
      'hydra:title': 'x',
      'hydra:description': description,
      status,
      ...(code ? { code } : {}),
    });

    it('carries the machine code of the answer', () => {
      const error = apiErrorFromBody(502, 'Bad Gateway', hydra(502, 'Internal error', 'STAY_SYSTEM_ERROR'));
      expect(error.code).toBe('STAY_SYSTEM_ERROR');
      expect(error.description).toBe('Internal error');
    });

    it('never guesses a code the answer does not carry (a gateway 502 is not the stay system)', () => {
      expect(apiErrorFromBody(504, 'Gateway Timeout', undefined).code).toBeUndefined();
      expect(apiErrorFromBody(502, '', hydra(502, 'x')).code).toBeUndefined();
    });

    it.each(['en', 'fr', 'es', 'de', 'it', 'ru'])('translates the codes in %s', async (language) => {
      await i18n.changeLanguage(language);
      const error = apiErrorFromBody(502, '', hydra(502, 'Internal error', 'STAY_SYSTEM_ERROR'));
      const down = apiErrorFromBody(422, '', hydra(422, 'x', 'STAY_SYSTEM_UNAVAILABLE'));
      expect(errorMessage(error, i18n.t)).toBe(i18n.t('ERRORS.STAY_SYSTEM_ERROR'));
      expect(errorMessage(down, i18n.t)).toBe(i18n.t('ERRORS.STAY_SYSTEM_UNAVAILABLE'));
      expect(errorMessage(error, i18n.t)).not.toContain('ERRORS.');
      const unknown = apiErrorFromBody(404, '', hydra(404, 'Not Found', 'STAY_CLIENT_NOT_FOUND'));
      expect(errorMessage(unknown, i18n.t)).toBe(i18n.t('ERRORS.STAY_CLIENT_NOT_FOUND'));
      expect(errorMessage(unknown, i18n.t)).not.toContain('ERRORS.');
      expect(errorMessage(error, i18n.t)).not.toContain('Internal error');
      await i18n.changeLanguage('en');
    });
  });
});
