import { SettingsErrorCode } from '@velodesk/contract/api/settings';
import { PlatformErrorCode } from '@velodesk/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { serviceContext, staffActor } from '../../test/service-actor.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCompany, updateCompany } from './companies.service.ts';
import { getSite, updateSite } from './sites.service.ts';

/**
 * A company and its new accounting periods are saved by one call in one transaction (POST
 * /companies, PATCH /companies/{id} with `newAccountingPeriods`): a refused period leaves nothing
 * saved. The services refuse on their own, whoever calls them.
 */
let t: TestApp;
let team: Team;
const { list, send, get } = apiCalls(() => t);

const companyBody = (corporateName: string) => ({
  corporateName,
  currency: '/api/currencies/1',
  country: '/api/countries/1',
  display: '/api/displays/1',
  socialStatus: 'SAS',
  capital: 1000,
  address: '1 quai Valin',
  zipCode: '17000',
  city: 'La Rochelle',
  timeZone: 'Europe/Paris',
});

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
});
afterAll(() => t.close());

describe('a company and its accounting periods in one call', () => {
  it('creates the company with its periods, all inactive', async () => {
    const response = await send('POST', '/api/companies', team.admin.authorization, {
      ...companyBody('Vélos du Port'),
      newAccountingPeriods: [
        { startDate: '2026-01-01', endDate: '2026-12-31' },
        { startDate: '2027-01-01', endDate: '2027-12-31' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const company = response.json();
    expect(
      company.accountingPeriods.map((p: { startDate: string; activated: boolean }) => [
        p.startDate,
        p.activated,
      ]),
    ).toEqual([
      ['2026-01-01', false],
      ['2027-01-01', false],
    ]);
  });

  it('saves nothing of a new company when one of its periods is refused', async () => {
    const response = await send('POST', '/api/companies', team.admin.authorization, {
      ...companyBody('Cycles Refusés'),
      newAccountingPeriods: [
        { startDate: '2026-01-01', endDate: '2026-12-31' },
        { startDate: '2026-06-01', endDate: '2026-12-31' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      expect.objectContaining({
        propertyPath: 'newAccountingPeriods.1.startDate',
        message: 'An accounting period cannot start before the end of the previous one (2026-12-31).',
      }),
    ]);
    const found = await list('/api/companies?corporateName=Refus', team.admin.authorization);
    expect(found['hydra:totalItems']).toBe(0);
  });

  it('adds periods after the saved ones, and a refused period rolls back the change of the company', async () => {
    const created = (
      await send('POST', '/api/companies', team.admin.authorization, {
        ...companyBody('Roues Libres'),
        newAccountingPeriods: [{ startDate: '2026-01-01', endDate: '2026-12-31' }],
      })
    ).json();

    const refused = await send('PATCH', `/api/companies/${created.id}`, team.admin.authorization, {
      corporateName: 'Roues Libres Renamed',
      newAccountingPeriods: [{ startDate: '2026-06-01', endDate: '2027-05-31' }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: SettingsErrorCode.periodStartsBeforePrevious,
      violations: [
        {
          propertyPath: 'newAccountingPeriods.0.startDate',
          code: SettingsErrorCode.periodStartsBeforePrevious,
        },
      ],
    });
    const unchanged = (await get(`/api/companies/${created.id}`, team.admin.authorization)).json();
    expect(unchanged.corporateName).toBe('Roues Libres');
    expect(unchanged.accountingPeriods).toHaveLength(1);

    const saved = await send('PATCH', `/api/companies/${created.id}`, team.admin.authorization, {
      corporateName: 'Roues Libres Renamed',
      newAccountingPeriods: [{ startDate: '2027-01-01', endDate: '2027-12-31' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().corporateName).toBe('Roues Libres Renamed');
    expect(saved.json().accountingPeriods.map((p: { endDate: string }) => p.endDate)).toEqual([
      '2026-12-31',
      '2027-12-31',
    ]);
  });
});

describe('the sites services refuse on their own', () => {
  it('refuses a company write to a user without application settings (403), whoever calls', async () => {
    const ctx = serviceContext(t);
    const counter = await staffActor(t, team.counter.user.id);
    await expect(createCompany(ctx, counter, companyBody('Sans Droit'))).rejects.toMatchObject({
      status: 403,
      code: PlatformErrorCode.permissionDenied,
    });
    await expect(updateCompany(ctx, counter, team.company.id, { city: 'Nantes' })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('refuses a site the user is not linked to (403), even with the feature', async () => {
    const ctx = serviceContext(t);
    const manager = await staffActor(t, team.manager.user.id);
    await expect(getSite(ctx, manager, team.foreign.id)).rejects.toMatchObject({
      status: 403,
      code: PlatformErrorCode.siteNotLinked,
    });
    await expect(updateSite(ctx, manager, team.foreign.id, { city: 'Roma' })).rejects.toMatchObject({
      status: 403,
    });
    await expect(getSite(ctx, manager, team.home.id)).resolves.toMatchObject({ id: team.home.id });
  });
});
