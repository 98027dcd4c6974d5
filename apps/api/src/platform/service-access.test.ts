import { AccessErrorCode } from '@velodesk/contract/api/access';
import { PlatformErrorCode } from '@velodesk/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, findUsers } from '../modules/access/users.service.ts';
import { findCustomers, saveStayClient } from '../modules/customers/customers.service.ts';
import { findOutbox } from '../modules/mail/mail.service.ts';
import { countEntity } from '../modules/reference/counts.service.ts';
import { createTeam, type Team } from '../test/factories/team.ts';
import { serviceContext, staffActor } from '../test/service-actor.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { transaction } from './transactions.ts';

/**
 * The service pattern (docs/decisions/rentals-transactions.md, docs/architecture.md): each service
 * function begins with its own access call, so it refuses a user without the feature or the site
 * whoever calls it (a route, another service, a job), not only behind its route.
 */
let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
});
afterAll(() => t.close());

describe('services refuse on their own', () => {
  it('refuses to create a user without user settings (403)', async () => {
    const counter = await staffActor(t, team.counter.user.id);
    await expect(
      createUser(serviceContext(t), counter, {
        username: 'created-by-counter',
        firstName: 'Not',
        lastName: 'Allowed',
        profile: team.counter.profile.id,
        entryDate: '2026-01-01',
      }),
    ).rejects.toMatchObject({ status: 403, code: PlatformErrorCode.permissionDenied });
  });

  it('lets a user without user settings read only their own record', async () => {
    const counter = await staffActor(t, team.counter.user.id);
    await expect(findUsers(serviceContext(t), counter, {})).rejects.toMatchObject({
      status: 403,
      code: AccessErrorCode.ownRecordOnly,
    });
    const own = await findUsers(serviceContext(t), counter, { username: team.counter.username });
    expect(own.members.map((user) => user.id)).toEqual([team.counter.user.id]);
  });

  it('refuses the mail outbox and the user count without user settings (403)', async () => {
    const trainee = await staffActor(t, team.trainee.user.id);
    await expect(findOutbox(serviceContext(t), trainee, {})).rejects.toMatchObject({ status: 403 });
    await expect(countEntity(serviceContext(t), trainee, 'user')).rejects.toMatchObject({ status: 403 });
    const admin = await staffActor(t, team.admin.user.id);
    await expect(countEntity(serviceContext(t), admin, 'user')).resolves.toBeGreaterThanOrEqual(5);
  });
});

describe('services compose in one transaction', () => {
  const stayClient = (clientId: string) => ({
    clientId,
    clientCode: null,
    firstName: 'Jeanne',
    lastName: `Joined-${clientId}`,
    civilityCode: 'MME',
    countryIso: 'FR',
    address: null,
    addressComplement: null,
    city: null,
    language: 'fr',
    fidelityRank: 0,
    email: null,
    phone: null,
  });
  const customersNamed = async (lastname: string) => {
    const admin = await staffActor(t, team.admin.user.id);
    return (await findCustomers(serviceContext(t), admin, { lastname })).total;
  };

  it("saveStayClient joins the caller's transaction: a failure after it leaves no customer", async () => {
    const ctx = serviceContext(t);
    const counter = await staffActor(t, team.counter.user.id);
    await expect(
      transaction(ctx, async () => {
        await saveStayClient(ctx, counter, stayClient('HS-ROLLBACK'));
        throw new Error('the rest of the business action failed');
      }),
    ).rejects.toThrow('the rest of the business action failed');
    expect(await customersNamed('Joined-HS-ROLLBACK')).toBe(0);

    await transaction(ctx, () => saveStayClient(ctx, counter, stayClient('HS-KEPT')));
    expect(await customersNamed('Joined-HS-KEPT')).toBe(1);
  });
});
