import { PlatformErrorCode } from '@velodesk/contract/errors';
import { canExport, type FeatureIdentifier } from '@velodesk/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalWorld, customerIri, productIri } from '../test/factories/rental-world.ts';
import { apiCalls, createTestApp, type TestApp } from '../test/test-app.ts';
import { requireAccess } from './access.ts';
import type { Actor } from './actor.ts';

/**
 * The one access check (docs/decisions/access-check.md): every module refuses a missing
 * permission alike, 403 PERMISSION_DENIED, and a site out of scope 403 SITE_NOT_LINKED.
 */

const actorOf = (features: FeatureIdentifier[], sites: { linked?: number[]; current?: number | null } = {}) =>
  ({
    userId: 1,
    username: 'someone',
    profileId: 1,
    profileName: 'VENDEUR',
    sessionId: 'session',
    features,
    linkedSiteIds: sites.linked ?? [1],
    currentSiteId: sites.current === undefined ? 1 : sites.current,
    languageId: null,
  }) satisfies Actor;

const refusal = (check: () => unknown) => {
  try {
    check();
    return null;
  } catch (error) {
    const { status, code } = error as { status: number; code: string };
    return { status, code };
  }
};

const denied = { status: 403, code: PlatformErrorCode.permissionDenied };
const notLinked = { status: 403, code: PlatformErrorCode.siteNotLinked };

describe('requireAccess', () => {
  it('checks the permission first, whatever its form', () => {
    const counter = actorOf(['planning']);
    expect(refusal(() => requireAccess(counter, ['planning'], 'any'))).toBeNull();
    expect(refusal(() => requireAccess(counter, 'login', 'any'))).toBeNull();
    expect(refusal(() => requireAccess(counter, { anyOf: ['rental_contract'] }, 'any'))).toEqual(denied);
    expect(refusal(() => requireAccess(counter, ['settings_users'], { siteId: 1 }))).toEqual(denied);
    expect(refusal(() => requireAccess(counter, canExport, 'any'))).toEqual(denied);
  });

  it('then the site scope: one site, several, the current one, the visible ones', () => {
    const counter = actorOf(['planning'], { linked: [1, 2], current: 2 });
    expect(refusal(() => requireAccess(counter, ['planning'], { siteId: 2 }))).toBeNull();
    expect(refusal(() => requireAccess(counter, ['planning'], { siteId: 3 }))).toEqual(notLinked);
    expect(refusal(() => requireAccess(counter, ['planning'], { siteIds: [1, 3] }))).toEqual(notLinked);
    expect(requireAccess(counter, ['planning'], 'current-site')).toBe(2);
    expect(requireAccess(counter, ['planning'], 'visible-sites')).toEqual([1, 2]);
    expect(requireAccess(actorOf(['all_destination']), 'login', 'visible-sites')).toBeNull();
    expect(refusal(() => requireAccess(actorOf([], { current: null }), 'login', 'current-site'))).toEqual({
      status: 403,
      code: PlatformErrorCode.noCurrentSite,
    });
  });
});

describe('one refusal code across modules', () => {
  let t: TestApp;
  const { get, send } = apiCalls(() => t);
  let w: Awaited<ReturnType<typeof createRentalWorld>>;

  beforeAll(async () => {
    t = await createTestApp();
    w = await createRentalWorld(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers PERMISSION_DENIED on a rentals route the service refuses', async () => {
    // The route lets either rental feature in; the service wants the contract's.
    const refused = await send('POST', '/api/contracts', w.trainee, {
      startDate: '2026-07-20T08:00:00',
      endDate: '2026-07-21T19:00:00',
      products: [productIri(w.bikes[0]!)],
      customer: customerIri(w.customer),
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, PlatformErrorCode.permissionDenied]);
  });

  it("answers PERMISSION_DENIED on another module's route", async () => {
    const count = await get('/api/count/site', w.viewer);
    expect([count.statusCode, count.json().code]).toEqual([403, PlatformErrorCode.permissionDenied]);
    const reports = await get('/api/reports', w.viewer);
    expect([reports.statusCode, reports.json().code]).toEqual([403, PlatformErrorCode.permissionDenied]);
  });
});
