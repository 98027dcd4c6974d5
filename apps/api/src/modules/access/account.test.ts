import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { linkIn, startTestSmtp, type TestSmtp } from '../mail/test-smtp.ts';

const publicUrl = 'https://velodesk.test';
const confirmPrefix = `${publicUrl}/account/initialize_password/`;
const resetPrefix = `${publicUrl}/account/reset_password/`;
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

describe('account flows, with a real SMTP server', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: string;
  let manager: string;
  let clock = new Date('2026-11-23T09:00:00Z');
  let seq = 0;
  let home = '';
  let team: Team;

  const createUser = async (overrides: Record<string, unknown> = {}) => {
    const username = `compte${++seq}`;
    const response = await t.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization: admin },
      payload: {
        firstName: 'Camille',
        lastName: 'Durand',
        email: `${username}@velodesk.example`,
        username,
        entryDate: '2026-01-01',
        language: '/api/languages/2',
        profile: `/api/profiles/${team.counter.profile.id}`,
        destinations: [home],
        ...overrides,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; username: string; email: string; activated: boolean };
  };
  const sendConfirmation = (id: number, authorization = manager) =>
    t.inject({
      method: 'POST',
      url: `/api/mail/send_account_confirmation/${id}`,
      headers: { authorization },
    });
  const requestReset = (payload: Record<string, string>) =>
    t.inject({
      method: 'PATCH',
      url: '/api/account/reset_password',
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify(payload),
    });
  const usePassword = (action: string, token: string, password: string) =>
    t.inject({
      method: 'PATCH',
      url: `/api/account/${action}/${token}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ password }),
    });
  const check = async (path: string, token: string) => {
    const response = await t.inject({ method: 'GET', url: `/api/${path}/${token}` });
    expect(response.statusCode).toBe(200);
    return response.json().valid as boolean;
  };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ now: () => clock, config: { smtpUrl: smtp.url, publicUrl } });
    team = await createTeam(t);
    admin = team.admin.authorization;
    manager = team.manager.authorization;
    home = `/api/sites/${team.home.id}`;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('confirms an account: mail, link, first password, then sign-in', async () => {
    const user = await createUser({ destinations: [] });
    expect(user.activated).toBe(false);
    const sent = await sendConfirmation(user.id, admin);
    expect(sent.statusCode).toBe(200);
    const outbox = sent.json();
    expect(outbox).toMatchObject({
      kind: 'account_confirmation',
      recipient: user.email,
      language: 'en',
      error: null,
    });
    expect(outbox.sentAt).not.toBeNull();

    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe('Velodesk: confirm your account');
    expect(mail.text).toContain(`Your username is: ${user.username}.`);
    const link = linkIn(mail, confirmPrefix);
    const token = tokenOf(link);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(link);
    // Once sent, the outbox copy no longer holds a working link.
    expect(outbox.text).not.toContain(token);

    expect(await check('token/check_validity/account_confirmation', token)).toBe(true);
    expect(await check('check/token/account_confirmation', token)).toBe(true);
    expect(await check('check/token/account_reset_password', token)).toBe(false);

    const weak = await usePassword('initialize_password', token, 'confirm');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().violations[0].message).toMatch(/Missing: .*two special characters/);
    expect(await check('check/token/account_confirmation', token)).toBe(true);

    expect((await usePassword('initialize_password', token, 'Premier#2026!')).statusCode).toBe(204);
    const session = await t.login(user.username, 'Premier#2026!');
    expect(session.body.username).toBe(user.username);

    const again = await usePassword('initialize_password', token, 'Second#2026!');
    expect(again.statusCode).toBe(404);
    expect(again.json()['hydra:description']).toBe('This link is invalid, already used or expired.');
    expect(await check('check/token/account_confirmation', token)).toBe(false);
  });

  it('answers a forgotten-password request for an unknown address exactly like a known one', async () => {
    const user = await createUser({ password: 'Oubli#2026!x' });
    const before = smtp.received.length;
    const known = await requestReset({ email: user.email.toUpperCase() });
    const unknown = await requestReset({ email: 'personne@nowhere.example' });
    const unknownName = await requestReset({ username: 'personne' });
    for (const response of [known, unknown, unknownName]) {
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['content-type']).toBeUndefined();
    }
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe('Velodesk: reset your password');
    expect(linkIn(mail, resetPrefix)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before + 1);
  });

  it('resets a password by username: sessions end, the link works once', async () => {
    const user = await createUser({ password: 'Ancien#2026!x' });
    const session = (await t.login(user.username, 'Ancien#2026!x')).authorization;
    expect((await requestReset({ username: user.username })).statusCode).toBe(204);
    const token = tokenOf(linkIn(await smtp.waitFor(user.email), resetPrefix));
    expect(await check('check/token/account_reset_password', token)).toBe(true);
    expect(await check('check/token/account_confirmation', token)).toBe(false);
    expect((await usePassword('initialize_password', token, 'Nouveau#2026!')).statusCode).toBe(404);

    expect((await usePassword('reset_password', token, 'Nouveau#2026!')).statusCode).toBe(204);
    const old = await t.inject({
      method: 'GET',
      url: `/api/users?username=${user.username}`,
      headers: { authorization: session },
    });
    expect(old.statusCode).toBe(401);
    await expect(t.login(user.username, 'Ancien#2026!x')).rejects.toThrow(/401/);
    expect((await t.login(user.username, 'Nouveau#2026!')).token).toBeTruthy();
    expect((await usePassword('reset_password', token, 'Encore#2026!x')).statusCode).toBe(404);
  });

  it('sends at most 3 reset mails per account and hour, and answers the same beyond', async () => {
    const user = await createUser({ password: 'Limite#2026!x' });
    const before = smtp.received.length;
    for (let i = 0; i < 4; i++) {
      const response = await t.inject({
        method: 'PATCH',
        url: '/api/account/reset_password',
        headers: { 'content-type': 'application/merge-patch+json' },
        remoteAddress: `10.1.0.${i}`,
        payload: JSON.stringify({ email: user.email }),
      });
      expect(response.statusCode).toBe(204);
    }
    for (let i = 0; i < 3; i++) await smtp.waitFor(user.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(before + 3);
  });

  it('accepts a reset link on the update_password page too', async () => {
    const user = await createUser({ password: 'Update#2026!x' });
    await requestReset({ email: user.email });
    const token = tokenOf(linkIn(await smtp.waitFor(user.email), resetPrefix));
    expect((await usePassword('update_password', token, 'Updated#2026!')).statusCode).toBe(204);
    expect((await t.login(user.username, 'Updated#2026!')).token).toBeTruthy();
  });

  it('refuses an expired link (after 24 hours)', async () => {
    const user = await createUser({ password: 'Expire#2026!x' });
    await requestReset({ email: user.email });
    const token = tokenOf(linkIn(await smtp.waitFor(user.email), resetPrefix));
    const start = clock;
    try {
      clock = new Date(start.getTime() + 24 * 60 * 60 * 1000 - 60_000);
      expect(await check('check/token/account_reset_password', token)).toBe(true);
      clock = new Date(start.getTime() + 24 * 60 * 60 * 1000 + 1000);
      expect(await check('check/token/account_reset_password', token)).toBe(false);
      expect((await usePassword('reset_password', token, 'Tardif#2026!x')).statusCode).toBe(404);
    } finally {
      clock = start;
    }
    expect(await t.login(user.username, 'Expire#2026!x')).toBeTruthy();
  });

  it('retires the previous link when a new one is sent, and refuses forged tokens', async () => {
    const user = await createUser();
    await sendConfirmation(user.id);
    const first = tokenOf(linkIn(await smtp.waitFor(user.email), confirmPrefix));
    await sendConfirmation(user.id);
    const second = tokenOf(linkIn(await smtp.waitFor(user.email), confirmPrefix));
    expect(await check('check/token/account_confirmation', first)).toBe(false);
    expect(await check('check/token/account_confirmation', second)).toBe(true);
    expect(await check('check/token/account_confirmation', 'not-a-token')).toBe(false);
    expect(await check('check/token/account_confirmation', 'A'.repeat(43))).toBe(false);
    expect((await usePassword('initialize_password', 'A'.repeat(43), 'Forged#2026!x')).statusCode).toBe(404);
  });

  it('sends no reset mail to a deactivated account, and a deactivation retires its links', async () => {
    const user = await createUser({ password: 'Inactif#2026!' });
    await requestReset({ email: user.email });
    const token = tokenOf(linkIn(await smtp.waitFor(user.email), resetPrefix));
    const off = await t.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: { authorization: admin, 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ activated: false }),
    });
    expect(off.statusCode).toBe(200);
    expect(await check('check/token/account_reset_password', token)).toBe(false);
    const before = smtp.received.length;
    expect((await requestReset({ email: user.email })).statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before);
  });

  it('writes mails in the user’s language, French when none', async () => {
    const expected: Array<[string | null, string]> = [
      ['/api/languages/1', 'Velodesk : confirmez votre compte'],
      ['/api/languages/3', 'Velodesk: Bestätigen Sie Ihr Konto'],
      ['/api/languages/4', 'Velodesk: conferma il tuo account'],
      ['/api/languages/5', 'Velodesk: confirme su cuenta'],
      ['/api/languages/8', 'Velodesk: подтвердите вашу учётную запись'],
      [null, 'Velodesk : confirmez votre compte'],
    ];
    for (const [language, subject] of expected) {
      const user = await createUser({ language, firstName: 'Zoé' });
      expect((await sendConfirmation(user.id)).statusCode).toBe(200);
      const mail = await smtp.waitFor(user.email);
      expect(mail.subject, String(language)).toBe(subject);
      expect(mail.text).toContain('Zoé Durand');
      expect(mail.text).toContain(user.username);
    }
  });

  it('keeps the rules of the confirmation mail: user settings, rank, an e-mail address', async () => {
    const trainee = team.trainee.authorization;
    const user = await createUser();
    expect((await sendConfirmation(user.id, trainee)).statusCode).toBe(403);
    const adminId = team.admin.user.id;
    expect((await sendConfirmation(adminId, manager)).statusCode).toBe(403);
    const noMail = await createUser({ email: null });
    const refused = await sendConfirmation(noMail.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations[0].propertyPath).toBe('email');
    expect((await sendConfirmation(99999)).statusCode).toBe(404);
  });

  it('answers 502 when the SMTP server refuses the mail, which stays in the outbox with its link', async () => {
    const user = await createUser();
    smtp.refused.add(user.email);
    const response = await sendConfirmation(user.id);
    expect(response.statusCode).toBe(502);
    expect(response.json()['hydra:description']).toMatch(/kept in the outbox/);
    const outbox = await t.inject({
      method: 'GET',
      url: `/api/mail_outbox?user.id=${user.id}`,
      headers: { authorization: manager },
    });
    const message = outbox.json()['hydra:member'][0];
    expect(message.sentAt).toBeNull();
    expect(message.error).toMatch(/550/);
    expect(message.text).toContain(confirmPrefix);
  });

  it('refuses bad bodies of the public routes with 422', async () => {
    expect((await requestReset({})).statusCode).toBe(422);
    expect((await requestReset({ email: 'a@b.example', username: 'x' })).statusCode).toBe(422);
    expect((await requestReset({ email: 'not an address' })).statusCode).toBe(422);
    const noPassword = await t.inject({
      method: 'PATCH',
      url: `/api/account/reset_password/${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: '{}',
    });
    expect(noPassword.statusCode).toBe(422);
  });
});

describe('rate limits of the public account routes', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
  });
  afterAll(() => t.close());

  it('answers 429 past 10 forgotten-password requests per address in 15 minutes', async () => {
    const request = () =>
      t.inject({
        method: 'PATCH',
        url: '/api/account/reset_password',
        headers: { 'content-type': 'application/merge-patch+json' },
        payload: JSON.stringify({ email: 'someone@nowhere.example' }),
      });
    for (let i = 0; i < 10; i++) expect((await request()).statusCode).toBe(204);
    const limited = await request();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()['hydra:description']).toMatch(/Too many attempts/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
    const other = await t.inject({
      method: 'PATCH',
      url: '/api/account/reset_password',
      headers: { 'content-type': 'application/merge-patch+json' },
      remoteAddress: '10.0.0.2',
      payload: JSON.stringify({ email: 'someone@nowhere.example' }),
    });
    expect(other.statusCode).toBe(204);
  });

  it('answers 429 past 30 token checks or uses per address in 15 minutes', async () => {
    const checkToken = () =>
      t.inject({
        method: 'GET',
        url: `/api/check/token/account_confirmation/${'B'.repeat(43)}`,
        remoteAddress: '10.0.0.3',
      });
    for (let i = 0; i < 30; i++) expect((await checkToken()).statusCode).toBe(200);
    const limited = await checkToken();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  });

  it('keeps the mail in the outbox when no SMTP server is configured', async () => {
    const admin = team.admin.authorization;
    const id = team.counter.user.id;
    const response = await t.inject({
      method: 'POST',
      url: `/api/mail/send_account_confirmation/${id}`,
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(200);
    const message = response.json();
    expect(message.sentAt).toBeNull();
    expect(message.error).toBeNull();
    const link = /http:\/\/localhost:3000\/account\/initialize_password\/([A-Za-z0-9_-]{43})/.exec(
      message.text,
    );
    expect(link).not.toBeNull();
    const valid = await t.inject({
      method: 'GET',
      url: `/api/check/token/account_confirmation/${link![1]}`,
      remoteAddress: '10.0.0.9',
    });
    expect(valid.json()).toEqual({ valid: true });
  });
});
