import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type Team } from '../../test/factories/team.ts';
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
  let team: Team;

  const send = (who: 'admin' | 'counter' | 'trainee', authorization = admin) =>
    t.inject({
      method: 'POST',
      url: `/api/mail/send_account_confirmation/${team[who].user.id}`,
      headers: { authorization },
    });
  const list = (query: string, authorization = admin) =>
    t.inject({ method: 'GET', url: `/api/mail_outbox${query}`, headers: { authorization } });

  beforeAll(async () => {
    let clock = new Date('2026-11-23T08:00:00Z').getTime();
    t = await createTestApp({
      now: () => {
        clock += 1000;
        return new Date(clock);
      },
    });
    team = await createTeam(t);
    admin = team.admin.authorization;
    manager = team.manager.authorization;
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
      team.trainee.username,
      team.counter.username,
    ]);
    expect(members[0]).toMatchObject({
      '@id': `/api/mail_outbox/${members[0].id}`,
      '@type': 'MailOutbox',
      recipient: team.trainee.user.email,
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
    expect(one.json()).toEqual({ '@context': '/api/contexts/MailOutbox', ...members[0] });
    const filtered = await list(`?recipient=${team.counter.username}`);
    expect(filtered.json()['hydra:member'].map((m: { recipient: string }) => m.recipient)).toEqual([
      team.counter.user.email,
    ]);
    expect((await list('?password=1')).statusCode).toBe(400);
  });

  it('needs user settings', async () => {
    const counter = team.counter.authorization;
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
