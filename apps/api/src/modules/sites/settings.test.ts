import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHuttosoftInstance, updateCompany } from '../../test/factories/index.ts';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

describe('application settings: sites, companies, accounting periods', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let counter: string;
  let france: string;
  let team: Team;
  let instance: { id: number; name: string };

  const { list, send, paths } = apiCalls(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    admin = team.admin.authorization;
    manager = team.manager.authorization;
    counter = team.counter.authorization;
    instance = await createHuttosoftInstance(t.database.db, 'Huttosoft Atlantique');
    await updateCompany(t.database.db, team.company.id, {
      capital: '150000.00',
      hasExportSage: true,
      intraCommunityTvaNumber: 'FR32852345678',
      email: 'compta@velodesk-atlantique.example',
      phone: '+33240000001',
    });
    france = (await list('/api/countries?codeIso31662=FR', admin))['hydra:member'][0]!['@id'];
  });
  afterAll(() => t.close());

  it('refuses every settings write without application settings', async () => {
    expect((await send('POST', '/api/sites', counter, {})).statusCode).toBe(403);
    expect(
      (await send('PATCH', `/api/sites/${team.home.id}`, counter, { activated: false })).statusCode,
    ).toBe(403);
    expect((await send('POST', '/api/companies', counter, {})).statusCode).toBe(403);
    expect(
      (await send('PATCH', `/api/companies/${team.company.id}`, counter, { hasExportSage: false }))
        .statusCode,
    ).toBe(403);
    expect((await send('POST', '/api/accounting_periods', counter, {})).statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'GET', url: '/api/accounting_periods', headers: { authorization: counter } }))
        .statusCode,
    ).toBe(403);
  });

  describe('sites', () => {
    const newSite = () => ({
      name: 'Camping des Oyats',
      huttosoftInstance: `/api/huttosoft_instances/${instance.id}`,
      country: france,
      currency: '/api/currencies/1',
      billingEntity: `/api/companies/${team.company.id}`,
      city: 'Saint-Gilles-Croix-de-Vie',
    });

    it('lists the stay-system instances a site links to', async () => {
      const instances = await list('/api/huttosoft_instances', counter);
      expect(instances['hydra:member']).toMatchObject([
        { '@type': 'HuttosoftInstance', name: 'Huttosoft Atlantique' },
      ]);
    });

    it('requires name, instance, country, currency and billing company', async () => {
      const missing = await send('POST', '/api/sites', manager, { city: 'Nantes' });
      expect(missing.statusCode).toBe(422);
      expect(paths(missing)).toEqual(['billingEntity', 'country', 'currency', 'huttosoftInstance', 'name']);
      expect(
        missing.json().violations.find((v: { propertyPath: string }) => v.propertyPath === 'name').message,
      ).toBe('name is required.');
      const unknown = await send('POST', '/api/sites', manager, {
        ...newSite(),
        billingEntity: '/api/companies/999',
      });
      expect(unknown.statusCode).toBe(422);
      expect(paths(unknown)).toEqual(['billingEntity']);
      const badZone = await send('POST', '/api/sites', manager, {
        ...newSite(),
        timeZone: 'Central European Time',
      });
      expect(badZone.statusCode).toBe(422);
    });

    it('keeps site names unique whatever their case', async () => {
      const taken = await send('POST', '/api/sites', manager, {
        ...newSite(),
        name: team.home.name.toLowerCase(),
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().violations).toEqual([
        { propertyPath: 'name', message: 'This site name already exists.', code: 'SITE_NAME_TAKEN' },
      ]);
    });

    it('creates a site and flips its toggles', async () => {
      const created = await send('POST', '/api/sites', manager, {
        ...newSite(),
        sageCodeX3: '',
        huttosoftId: 'HS-OYATS',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        '@type': 'Site',
        name: 'Camping des Oyats',
        sageCodeX3: null,
        huttosoftId: 'HS-OYATS',
        activated: true,
        explorerReduction: false,
        billingEntity: { corporateName: team.company.corporateName },
      });
      const id = created.json().id;
      const toggled = await send('PATCH', `/api/sites/${id}`, admin, {
        activated: false,
        explorerReduction: true,
      });
      expect(toggled.json()).toMatchObject({
        activated: false,
        explorerReduction: true,
        name: 'Camping des Oyats',
      });
      expect((await send('PATCH', `/api/sites/${id}`, admin, { name: team.second.name })).statusCode).toBe(
        409,
      );
      expect((await send('PATCH', `/api/sites/${id}`, admin, { name: 'Camping des Oyats' })).statusCode).toBe(
        200,
      );
      expect((await send('PATCH', `/api/sites/${id}`, admin, { country: null })).statusCode).toBe(422);
      expect((await send('PATCH', '/api/sites/9999', admin, { activated: true })).statusCode).toBe(404);
    });

    it('lets a manager edit only the sites they are linked to', async () => {
      expect(
        (await send('PATCH', `/api/sites/${team.foreign.id}`, manager, { explorerReduction: false }))
          .statusCode,
      ).toBe(403);
      expect(
        (await send('PATCH', `/api/sites/${team.second.id}`, manager, { explorerReduction: true }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('companies', () => {
    const newCompany = () => ({
      corporateName: 'Vélodesk Bretagne SAS',
      currency: '/api/currencies/1',
      country: france,
      display: '/api/displays/2',
      socialStatus: 'SAS',
      capital: 30000.5,
      address: '4 rue du Port',
      zipCode: '29900',
      city: 'Concarneau',
      timeZone: 'Europe/Paris',
      email: { email: 'compta@velodesk-bretagne.example' },
      phone: { number: '+33 2 98 00 00 01' },
    });

    it('lists companies with their display, currency and accounting periods', async () => {
      const companies = await list('/api/companies', counter);
      // The team's two companies.
      expect(companies['hydra:totalItems']).toBe(2);
      const atlantique = companies['hydra:member'].find((c) => c.id === team.company.id);
      expect(atlantique).toMatchObject({
        '@type': 'Company',
        capital: 150000,
        display: { name: 'TTC' },
        currency: { name: 'Euro' },
        hasExportSage: true,
        intraCommunityTVANumber: 'FR32852345678',
        accountingPeriods: [],
      });
    });

    it('requires the fields of the spec, a numeric capital, and unique e-mail and phone', async () => {
      const missing = await send('POST', '/api/companies', manager, {});
      expect(missing.statusCode).toBe(422);
      expect(paths(missing)).toEqual(
        [
          'address',
          'capital',
          'city',
          'corporateName',
          'country',
          'currency',
          'display',
          'socialStatus',
          'timeZone',
          'zipCode',
        ].sort(),
      );
      const text = await send('POST', '/api/companies', manager, { ...newCompany(), capital: '30000' });
      expect(text.statusCode).toBe(422);
      expect(paths(text)).toEqual(['capital']);
      const badEmail = await send('POST', '/api/companies', manager, {
        ...newCompany(),
        email: { email: 'not-an-email' },
      });
      expect(badEmail.statusCode).toBe(422);
      expect(paths(badEmail)).toEqual(['email.email']);
      const plainEmail = await send('POST', '/api/companies', manager, {
        ...newCompany(),
        email: 'compta@velodesk-bretagne.example',
      });
      expect(plainEmail.statusCode).toBe(422);
      expect(paths(plainEmail)).toEqual(['email']);
      const sameEmail = await send('POST', '/api/companies', manager, {
        ...newCompany(),
        email: { email: 'COMPTA@velodesk-atlantique.example' },
      });
      expect(sameEmail.statusCode).toBe(409);
      expect(paths(sameEmail)).toEqual(['email']);
      const samePhone = await send('POST', '/api/companies', manager, {
        ...newCompany(),
        phone: { number: '+33 2 40 00 00 01' },
      });
      expect(samePhone.statusCode).toBe(409);
      expect(samePhone.json()['hydra:description']).toBe(
        'This phone number is already used by another company.',
      );
    });

    it('creates a company, flips hasExportSage and edits it', async () => {
      const created = await send('POST', '/api/companies', manager, {
        ...newCompany(),
        siret: '',
        naf: '77.21Z',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        capital: 30000.5,
        siret: null,
        naf: '77.21Z',
        hasExportSage: false,
        email: { email: 'compta@velodesk-bretagne.example' },
        // Stored in its normal form (E.164), whatever the notation typed.
        phone: { number: '+33298000001' },
      });
      const id = created.json().id;
      const toggled = await send('PATCH', `/api/companies/${id}`, manager, { hasExportSage: true });
      expect(toggled.json().hasExportSage).toBe(true);
      const ownEmail = await send('PATCH', `/api/companies/${id}`, manager, {
        email: { email: 'compta@velodesk-bretagne.example' },
        city: 'Quimper',
      });
      expect(ownEmail.statusCode).toBe(200);
      expect(ownEmail.json().city).toBe('Quimper');
      expect(
        (await send('PATCH', `/api/companies/${id}`, manager, { phone: { number: '+33240000001' } }))
          .statusCode,
      ).toBe(409);
      const cleared = await send('PATCH', `/api/companies/${id}`, manager, {
        email: null,
        phone: { number: '' },
      });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toMatchObject({ email: null, phone: null });
    });
  });

  describe('accounting periods', () => {
    it('creates chained periods, inactive, and refuses overlaps and reversed dates', async () => {
      const company = (
        await list(`/api/companies?corporateName=${team.foreignCompany.corporateName}`, admin)
      )['hydra:member'][0]!;
      const post = (startDate: string, endDate: string, extra: Record<string, unknown> = {}) =>
        send('POST', '/api/accounting_periods', manager, {
          startDate,
          endDate,
          company: company['@id'],
          ...extra,
        });
      const first = await post('2025-01-01', '2025-12-31', { activated: false });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        '@type': 'AccountingPeriod',
        activated: false,
        company: { id: company.id },
      });
      const reversed = await post('2026-12-31', '2026-01-01');
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json().violations).toEqual([
        {
          propertyPath: 'endDate',
          message: 'The end date cannot be before the start date.',
          code: 'PERIOD_END_BEFORE_START',
        },
      ]);
      const overlapping = await post('2025-06-01', '2026-05-31');
      expect(overlapping.statusCode).toBe(422);
      expect(overlapping.json()['hydra:description']).toBe(
        'startDate: An accounting period cannot start before the end of the previous one (2025-12-31).',
      );
      expect((await post('2024-01-01', '2024-12-31')).statusCode).toBe(422);
      expect((await post('2026-01-01', '2026-12-31', { activated: true })).statusCode).toBe(422);
      expect((await post('2026-01-01', '2026-13-01')).statusCode).toBe(422);
      expect((await post('2026-01-01', '2026-12-31')).statusCode).toBe(201);
      const periods = await list(`/api/accounting_periods?company.id=${company.id}`, manager);
      expect(periods['hydra:member'].map((p) => [p.startDate, p.endDate, p.activated])).toEqual([
        ['2025-01-01', '2025-12-31', false],
        ['2026-01-01', '2026-12-31', false],
      ]);
      const read = await t.inject({
        method: 'GET',
        url: `/api/companies/${company.id}`,
        headers: { authorization: counter },
      });
      expect(read.json().accountingPeriods).toHaveLength(2);
      const unknown = await send('POST', '/api/accounting_periods', manager, {
        startDate: '2027-01-01',
        endDate: '2027-12-31',
        company: '/api/companies/999',
      });
      expect(unknown.statusCode).toBe(422);
    });
  });
});
