import { FISCAL_VERSION } from '@velodesk/contract/api/versions';
import { LanguageId } from '@velodesk/contract/ids';
import { ProfileName } from '@velodesk/contract/permissions';
import { eq, type SQL, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webManifest from '../../../../web/package.json' with { type: 'json' };
import apiManifest from '../../../package.json' with { type: 'json' };
import { buildApp } from '../../app.ts';
import { users } from '../../db/schema/access.ts';
import { errorLogStream } from '../../test/error-logs.ts';
import { createSite, createUser } from '../../test/factories/index.ts';
import {
  createInvoicedContract,
  createInvoicingWorld,
  type InvoicingWorld,
} from '../../test/factories/invoicing.ts';
import { createStaffUser } from '../../test/factories/team.ts';
import { serviceContext } from '../../test/service-actor.ts';
import { actorWith, outcome } from '../../test/service-calls.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';
import { userCertificate } from './certificate-documents.ts';
import { recordRunningVersion } from './versions.service.ts';

/**
 * Versions, changelogs and certificates (back-office.md "About and versions"): the API records the
 * running combination of versions once, answers its changelog and the deployed versions, and makes
 * the editor and user certificates as PDFs.
 */

let t: TestApp;
const { get, send } = apiCalls(() => t);
let now = new Date('2026-06-01T08:00:00Z');
let w: InvoicingWorld;
/** A signed-in user with no feature, linked to the world's site, named, French by default. */
let plain: string;
let plainId: number;
let english: string;
const credentials: Record<'plain' | 'english', { username: string; password: string }> = {
  plain: { username: '', password: '' },
  english: { username: '', password: '' },
};

const rowsOf = async <T>(query: SQL): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const deployRows = () =>
  rowsOf<{ id: number; version_back: string; version_front: string; version_fiscale: string }>(
    sql`select id, version_back, version_front, version_fiscale from deploy_versions order by id`,
  );

const signIn = async (
  who: 'plain' | 'english',
  values: { firstName: string; lastName: string; languageId?: number },
) => {
  const made = await createUser(t.database.db, { features: [], siteIds: [w.site.id] });
  await t.database.db.update(users).set(values).where(eq(users.id, made.user.id));
  credentials[who] = { username: made.username, password: made.password };
  return { id: made.user.id, authorization: (await t.login(made.username, made.password)).authorization };
};

/** New sessions after the test's clock moved past the first ones' expiry. */
const signInAgain = async () => {
  plain = (await t.login(credentials.plain.username, credentials.plain.password)).authorization;
  english = (await t.login(credentials.english.username, credentials.english.password)).authorization;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  w = await createInvoicingWorld(t);
  const made = await signIn('plain', { firstName: 'Élise', lastName: 'Durand' });
  plain = made.authorization;
  plainId = made.id;
  english = (await signIn('english', { firstName: 'John', lastName: 'Smith', languageId: LanguageId.en }))
    .authorization;
});
afterAll(async () => {
  await t?.close();
});

/** Generates a PDF, downloads it from the path answered, and extracts its text. */
const pdfText = async (generateUrl: string, authorization: string) => {
  const generated = await send('POST', generateUrl, authorization);
  expect(generated.statusCode, generated.body).toBe(200);
  const { file } = generated.json() as { file: string };
  const answer = await get(file, authorization);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  const text = (
    await extractText(await getDocumentProxy(new Uint8Array(answer.rawPayload)), { mergePages: true })
  ).text.replace(/\s+/g, ' ');
  return { file, text, disposition: String(answer.headers['content-disposition']) };
};

describe('the deployed versions', () => {
  it('records the running combination when the API starts, once', async () => {
    const rows = await deployRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      version_back: apiManifest.version,
      version_front: webManifest.version,
      version_fiscale: FISCAL_VERSION,
    });
    // A second start on the same database, and two recordings at once: still one row.
    const again = await buildApp(t.config, { database: t.database, logStream: errorLogStream });
    await again.app.ready();
    await again.app.close();
    const ctx = serviceContext(t);
    expect(await Promise.all([recordRunningVersion(ctx), recordRunningVersion(ctx)])).toEqual([false, false]);
    const after = await deployRows();
    expect(after).toHaveLength(1);
    // A start with a known combination spends no id of the sequence: the list's ids follow each other.
    const [sequence] = await rowsOf<{ last_value: string }>(
      sql`select last_value from deploy_versions_id_seq`,
    );
    expect(Number(sequence!.last_value)).toBe(Number(after[0]!.id));
  });

  it('adds a row for a new combination, once even when two starts record it at the same moment', async () => {
    const next = { versionBack: '9.9.0', versionFront: '9.9.1', versionFiscale: '9.0.0' };
    const ctx = serviceContext(t);
    const results = await Promise.all([recordRunningVersion(ctx, next), recordRunningVersion(ctx, next)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await deployRows()).map((row) => row.version_back)).toEqual([apiManifest.version, '9.9.0']);
  });

  it('lists them for any signed-in user: paged, newest first, as a hydra collection', async () => {
    const answer = await t.inject({
      method: 'GET',
      url: '/api/changelogs',
      headers: { authorization: plain, accept: 'application/ld+json' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const body = answer.json();
    expect(body['@type']).toBe('hydra:Collection');
    expect(body['hydra:totalItems']).toBe(2);
    expect(body['hydra:member'].map((m: { versionBack: string }) => m.versionBack)).toEqual([
      '9.9.0',
      apiManifest.version,
    ]);
    const [first] = (await deployRows()) as Array<{ id: number }>;
    expect(body['hydra:member'][1]).toEqual({
      '@id': `/api/changelogs/${first!.id}`,
      '@type': 'DeployVersion',
      id: first!.id,
      versionBack: apiManifest.version,
      versionFront: webManifest.version,
      versionFiscale: FISCAL_VERSION,
      deployedAt: now.toISOString(),
    });

    const ascending = (await get('/api/changelogs?order[id]=asc&itemsPerPage=1&page=2', plain)).json();
    expect(ascending['hydra:member'].map((m: { versionBack: string }) => m.versionBack)).toEqual(['9.9.0']);
    expect(ascending['hydra:view']['hydra:previous']).toContain('page=1');
    expect((await get('/api/changelogs?pagination=false', plain)).statusCode).toBe(400);

    const one = await get(`/api/changelogs/${first!.id}`, plain);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().versionFront).toBe(webManifest.version);
    const missing = await get('/api/changelogs/999999', plain);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('answers the back changelog with the running versions', async () => {
    const answer = await get('/api/changelog', plain);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as { versionBack: string; versionFiscale: string; content: string };
    expect(body.versionBack).toBe(apiManifest.version);
    expect(body.versionFiscale).toBe(FISCAL_VERSION);
    expect(body.content).toContain(`## ${apiManifest.version}`);
    expect(body.content).toContain('## 0.1.0');
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/changelog'],
      ['GET', '/api/changelogs'],
      ['GET', '/api/changelogs/1'],
      ['POST', '/api/pdf/generate/editor/certificate/1'],
      ['GET', '/api/changelogs/1/editor_certificate'],
      ['POST', `/api/pdf/generate/user/certificate/${w.site.id}`],
      ['GET', `/api/sites/${w.site.id}/user_certificate`],
    ] as const) {
      expect((await t.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('the editor certificate', () => {
  it('names the editor, the versions and the fiscal statement, in the user’s language', async () => {
    const [row] = (await deployRows()) as Array<{ id: number }>;
    const { file, text, disposition } = await pdfText(
      `/api/pdf/generate/editor/certificate/${row!.id}`,
      plain,
    );
    expect(file).toBe(`/api/changelogs/${row!.id}/editor_certificate`);
    expect(disposition).toBe(`inline; filename="editor_certificate_${apiManifest.version}.pdf"`);
    const editor = t.config.editor;
    for (const mention of [
      "Attestation de l'éditeur",
      editor.name,
      editor.address,
      `SIREN : ${editor.siren}`,
      editor.representative,
      `Version de l’API (back) ${apiManifest.version}`,
      `Version de l’interface (front) ${webManifest.version}`,
      `Version fiscale ${FISCAL_VERSION}`,
      'Date de déploiement 01/06/2026 10:00',
      'article 286 du code général des impôts',
      // (the extracted text breaks the line after "ledger/")
      'GET /api/ledger/',
      'sans rupture par société et par année',
      `Fait à ${editor.city}, le 01/06/2026.`,
      'Signature',
    ]) {
      expect(text, mention).toContain(mention);
    }

    const asked = await pdfText(`/api/pdf/generate/editor/certificate/${row!.id}?language=en`, plain);
    expect(asked.file).toBe(`/api/changelogs/${row!.id}/editor_certificate?language=en`);
    expect(asked.text).toContain("Editor's certificate");
    expect(asked.text).toContain('article 286, I-3° bis of the French tax code (CGI)');
    const byDefault = await pdfText(`/api/pdf/generate/editor/certificate/${row!.id}`, english);
    expect(byDefault.text).toContain(`API version (back) ${apiManifest.version}`);
    expect(byDefault.text).toContain('never updated nor deleted');
  });

  it('answers 404 for a version that does not exist, 400 for another language', async () => {
    const missing = await send('POST', '/api/pdf/generate/editor/certificate/999999', plain);
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/changelogs/999999/editor_certificate', plain)).statusCode).toBe(404);
    expect((await send('POST', '/api/pdf/generate/editor/certificate/1?language=de', plain)).statusCode).toBe(
      400,
    );
  });
});

describe('the user certificate', () => {
  it('names the site’s company, the site, the version in use, the user and the latest closing', async () => {
    // An invoice on 1 June, then the closings of 1 and 2 June made on the 3rd.
    await createInvoicedContract(t, w, [w.bikes[0]!]);
    const before = await pdfText(`/api/pdf/generate/user/certificate/${w.site.id}`, plain);
    expect(before.text).toContain(
      'Aucune clôture journalière du registre de la société n’a encore été faite.',
    );

    now = new Date('2026-06-03T08:00:00Z');
    const closed = await send('POST', '/api/ledger/closings', await w.signInFinance());
    await signInAgain();
    expect(closed.statusCode, closed.body).toBe(201);
    const { text, file, disposition } = await pdfText(
      `/api/pdf/generate/user/certificate/${w.site.id}`,
      plain,
    );
    expect(file).toBe(`/api/sites/${w.site.id}/user_certificate`);
    const latestId = (await deployRows()).at(-1)!.id;
    const slug = w.site.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(disposition).toBe(`inline; filename="user_certificate_${slug}_2026-06-03.pdf"`);
    // The version in use is the latest recorded (9.9.0 of the test above).
    for (const mention of [
      "Attestation individuelle d'utilisation",
      w.company.corporateName,
      'SIRET : 12345678900012',
      'N° TVA intracommunautaire : FR12123456789',
      '1 rue du Port',
      '17000 La Rochelle',
      `Site : ${w.site.name}`,
      'Version de l’API (back) 9.9.0',
      'Version fiscale 9.0.0',
      `attestation de l’éditeur n° ${latestId} (${t.config.editor.name}`,
      'article 286 du code général des impôts',
      'Dernière clôture journalière du registre de la société : 02/06/2026',
      'Attestation générée par Élise Durand le 03/06/2026 10:00.',
      'Fait à La Rochelle, le 03/06/2026.',
      'Empreinte (SHA-256) de la clé publique qui signe le registre :',
      t.ledgerKey.fingerprint,
    ]) {
      expect(text, mention).toContain(mention);
    }
    const inEnglish = await pdfText(`/api/pdf/generate/user/certificate/${w.site.id}`, english);
    expect(inEnglish.text).toContain('User certificate');
    expect(inEnglish.text).toContain("Latest daily closing of the company's ledger: 02/06/2026");
    expect(inEnglish.text).toContain('Certificate generated by John Smith on 03/06/2026 10:00.');
    expect(inEnglish.text).toContain(
      `Fingerprint (SHA-256) of the public key that signs the ledger: ${t.ledgerKey.fingerprint}`,
    );
    expect(
      (await pdfText(`/api/pdf/generate/user/certificate/${w.site.id}?language=fr`, english)).text,
    ).toContain('Attestation individuelle');
  });

  it('is for a site the user is linked to: 404 for no such site, 403 SITE_NOT_LINKED outside', async () => {
    const other = await createSite(t.database.db);
    for (const [method, url] of [
      ['POST', `/api/pdf/generate/user/certificate/${other.site.id}`],
      ['GET', `/api/sites/${other.site.id}/user_certificate`],
    ] as const) {
      const refused = await t.inject({ method, url, headers: { authorization: plain } });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe('SITE_NOT_LINKED');
    }
    for (const [method, url] of [
      ['POST', '/api/pdf/generate/user/certificate/999999'],
      ['GET', '/api/sites/999999/user_certificate'],
    ] as const) {
      const missing = await t.inject({ method, url, headers: { authorization: plain } });
      expect(missing.statusCode, url).toBe(404);
    }
    // An administrator sees every site.
    const admin = await createStaffUser(t, { profile: ProfileName.admin, siteIds: [] });
    expect(
      (await send('POST', `/api/pdf/generate/user/certificate/${other.site.id}`, admin.authorization))
        .statusCode,
    ).toBe(200);
    // The service refuses on its own, past any route.
    const ctx = serviceContext(t);
    expect(
      await outcome(() => userCertificate(ctx, actorWith([], [w.site.id], plainId), other.site.id, {})),
    ).toEqual({
      status: 403,
      code: 'SITE_NOT_LINKED',
    });
    expect(
      await outcome(() => userCertificate(ctx, actorWith([], [w.site.id], plainId), 999999, {})),
    ).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
