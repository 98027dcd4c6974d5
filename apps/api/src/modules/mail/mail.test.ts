import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { mailLanguage, renderAccountMail } from './mail.templates.ts';

describe('account mail templates', () => {
  const vars = {
    name: 'Zoé <Durand>',
    username: 'zoe',
    link: 'https://velodesk.test/account/reset_password/abc',
  };

  it('writes each kind in the six interface languages, each with its own subject', () => {
    for (const kind of ['account_confirmation', 'reset_password'] as const) {
      const subjects = new Set<string>();
      for (const language of ['fr', 'en', 'es', 'de', 'it', 'ru']) {
        const mail = renderAccountMail(kind, language, vars);
        expect(mail.language).toBe(language);
        expect(mail.text).toContain(vars.link);
        expect(mail.text).toContain('zoe');
        expect(mail.html).toContain(`href="${vars.link}"`);
        expect(mail.html).toContain(`lang="${language}"`);
        subjects.add(mail.subject);
      }
      expect(subjects.size).toBe(6);
    }
  });

  it('falls back to French and escapes names in the HTML part', () => {
    expect(mailLanguage('zh')).toBe('fr');
    expect(mailLanguage(null)).toBe('fr');
    const mail = renderAccountMail('reset_password', 'nl', vars);
    expect(mail.subject).toBe('Velodesk : réinitialisation de votre mot de passe');
    expect(mail.html).toContain('Zoé &lt;Durand&gt;');
    expect(mail.html).not.toContain('<Durand>');
    expect(mail.text).toContain('Bonjour Zoé <Durand>,');
  });
});

describe('GET /api/mail_outbox', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  const ids: Record<string, number> = {};

  const send = (username: string, authorization = admin) =>
    t.inject({
      method: 'POST',
      url: `/api/mail/send_account_confirmation/${ids[username]}`,
      headers: { authorization },
    });
  const list = (query: string, authorization = admin) =>
    t.inject({ method: 'GET', url: `/api/mail_outbox${query}`, headers: { authorization } });

  beforeAll(async () => {
    let clock = new Date('2026-11-23T08:00:00Z').getTime();
    t = await createTestApp({
      seedDemo: true,
      now: () => {
        clock += 1000;
        return new Date(clock);
      },
    });
    admin = (await t.login('admin', 'Admin!2026!')).authorization;
    manager = (await t.login('manager', 'Manager!2026!')).authorization;
    const users = await t.inject({
      method: 'GET',
      url: '/api/users?itemsPerPage=500',
      headers: { authorization: admin },
    });
    for (const u of users.json()['hydra:member']) ids[u.username] = u.id;
  });
  afterAll(() => t.close());

  it('lists the messages newest first, as a hydra collection, with filters', async () => {
    expect((await send('counter')).statusCode).toBe(200);
    expect((await send('trainee')).statusCode).toBe(200);
    const response = await list('?kind=account_confirmation');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body['@type']).toBe('hydra:Collection');
    const members = body['hydra:member'];
    expect(members.map((m: { user: { username: string } }) => m.user.username).slice(0, 2)).toEqual([
      'trainee',
      'counter',
    ]);
    expect(members[0]).toMatchObject({
      '@id': `/api/mail_outbox/${members[0].id}`,
      '@type': 'MailOutbox',
      recipient: 'trainee@velodesk.example',
      language: 'fr',
      subject: 'Velodesk : confirmez votre compte',
      sentAt: null,
      error: null,
    });
    // Without SMTP the outbox is the delivery: the message keeps its link.
    expect(members[0].text).toMatch(/\/account\/initialize_password\/[A-Za-z0-9_-]{43}/);
    const one = await t.inject({
      method: 'GET',
      url: `/api/mail_outbox/${members[0].id}`,
      headers: { authorization: admin },
    });
    expect(one.json()).toEqual(members[0]);
    const filtered = await list('?recipient=counter');
    expect(
      filtered.json()['hydra:member'].every((m: { recipient: string }) => m.recipient.includes('counter')),
    ).toBe(true);
    expect((await list('?password=1')).statusCode).toBe(400);
  });

  it('needs user settings', async () => {
    const counter = (await t.login('counter', 'Counter!2026!')).authorization;
    expect((await list('', counter)).statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'GET', url: '/api/mail_outbox/1', headers: { authorization: counter } }))
        .statusCode,
    ).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/mail_outbox' })).statusCode).toBe(401);
  });

  it('shows a manager only the messages of users they may manage', async () => {
    const forAdmin = (await send('admin')).json();
    const forCounter = (await send('counter', manager)).json();
    const seen = (await list('?pagination=false', manager))
      .json()
      ['hydra:member'].map((m: { id: number }) => m.id);
    expect(seen).toContain(forCounter.id);
    expect(seen).not.toContain(forAdmin.id);
    const hidden = await t.inject({
      method: 'GET',
      url: `/api/mail_outbox/${forAdmin.id}`,
      headers: { authorization: manager },
    });
    expect(hidden.statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: '/api/mail_outbox/99999', headers: { authorization: admin } }))
        .statusCode,
    ).toBe(404);
  });
});
