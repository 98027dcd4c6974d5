import { CustomerServerDescription, CustomerViolationCode } from '@velodesk/contract/api/customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/factories/index.ts';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('customers, contacts, phones and comments', () => {
  let t: TestApp;
  let counter: string;
  let trainee: string;
  let counterUserId: number;
  let france: string;
  let team: Team;
  /** The customers on file before the tests: individuals (two in Germany) and companies. */
  const book = { individuals: [] as Array<{ id: number }>, companies: [] as Array<{ id: number }> };
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    counter = team.counter.authorization;
    counterUserId = team.counter.user.id;
    trainee = team.trainee.authorization;
    const db = t.database.db;
    for (let i = 1; i <= 6; i++) {
      book.individuals.push(
        await createCustomer(db, {
          lastname: `Bookman${i}`,
          email: `book.${i}@example.fr`,
          phone: `+3361200000${i}`,
          countryIso: i > 4 ? 'DE' : 'FR',
        }),
      );
    }
    for (let i = 1; i <= 2; i++) {
      book.companies.push(
        await createCustomer(db, { type: 'company', name: `Book SARL ${i}`, phone: `+3325100000${i}` }),
      );
    }
    const countries = await t.inject({
      method: 'GET',
      url: '/api/countries?codeIso31662=FR',
      headers: { authorization: counter },
    });
    france = countries.json()['hydra:member'][0]['@id'];
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, as = counter) =>
    t.inject({
      method,
      url,
      headers: {
        authorization: as,
        ...(method === 'PATCH' ? { 'content-type': 'application/merge-patch+json' } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const violationsOf = (response: { json(): unknown }) =>
    (response.json() as { violations?: Array<{ propertyPath: string; code?: string }> }).violations ?? [];

  const individual = (suffix: string, extra: Record<string, unknown> = {}) => ({
    type: '/api/customer_types/2',
    civility: '/api/civilities/2',
    name: 'Léa',
    lastname: `Testeur${suffix}`,
    email: `lea.testeur.${suffix}@example.org`,
    country: france,
    city: 'Nantes',
    address: '3 rue Kervégan',
    phoneNumber: `06 99 00 ${suffix.padStart(2, '0').slice(-2)} 00`,
    birthDate: '1990-04-12',
    ...extra,
  });

  it('lists individuals and companies with the filters and orders of both screens', async () => {
    const individuals = await call('GET', '/api/customers?type.id=2&itemsPerPage=4');
    expect(individuals.statusCode).toBe(200);
    const page = individuals.json();
    expect(page['hydra:totalItems']).toBe(book.individuals.length);
    const ids = page['hydra:member'].map((c: { id: number }) => c.id);
    // Newest first.
    expect(ids).toEqual(
      book.individuals
        .map((c) => c.id)
        .reverse()
        .slice(0, 4),
    );
    expect(page['hydra:member'][0]).toMatchObject({
      '@type': 'Customer',
      type: { id: 2 },
      email: { email: expect.stringContaining('@') },
      phoneNumber: { number: expect.stringMatching(/^\+336/) },
      fidelity: { level: expect.any(Number) },
    });
    expect(page['hydra:view']['hydra:next']).toContain('type.id=2');

    const companies = await call('GET', '/api/customers?type.id=1&itemsPerPage=500&order[name]=asc');
    expect(companies.json()['hydra:totalItems']).toBe(book.companies.length);
    expect(companies.json()['hydra:member'][0].phones).toHaveLength(1);
    expect(companies.json()['hydra:member'][0].phoneNumber).toBeNull();

    const first = page['hydra:member'][0];
    const byLike = await call(
      'GET',
      `/api/customers?type.id=2&lastname=${encodeURIComponent(first.lastname.slice(1, 4))}&email.email=${encodeURIComponent(first.email.email.slice(0, 6))}&phones.number=${encodeURIComponent(first.phoneNumber.number.slice(3, 9).replace(/(\d\d)/g, '$1 '))}`,
    );
    expect(byLike.statusCode).toBe(200);
    expect(byLike.json()['hydra:member'].map((c: { id: number }) => c.id)).toContain(first.id);

    const french = await call('GET', '/api/customers?type.id=2&country.name=france&itemsPerPage=5');
    expect(french.json()['hydra:totalItems']).toBe(4);
    for (const c of french.json()['hydra:member']) expect(c.country.codeIso31662).toBe('FR');
    const ordered = await call(
      'GET',
      '/api/customers?type.id=2&order[country.name]=desc&order[lastname]=asc',
    );
    expect(ordered.statusCode).toBe(200);
    // France before Allemagne (country name descending), then by last name.
    expect(ordered.json()['hydra:member'].map((c: { lastname: string }) => c.lastname)).toEqual(
      [1, 2, 3, 4, 5, 6].map((i) => `Bookman${i}`),
    );
  });

  it('refuses unknown filters and unauthenticated calls', async () => {
    const unknown = await call('GET', '/api/customers?nickname=bob');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()['hydra:description']).toContain('nickname');
    const badOrder = await call('GET', '/api/customers?order[birthDate]=asc');
    expect(badOrder.statusCode).toBe(400);
    const anonymous = await t.inject({ method: 'GET', url: '/api/customers' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('creates, finds, edits and deletes an individual', async () => {
    const created = await call('POST', '/api/customers', individual('11', { language: undefined }));
    expect(created.statusCode).toBe(201);
    const customer = created.json();
    expect(customer).toMatchObject({
      '@id': `/api/customers/${customer.id}`,
      type: { id: 2, description: 'Particulier' },
      name: 'Léa',
      lastname: 'Testeur11',
      civility: { id: 2, description: 'Mme' },
      country: { codeIso31662: 'FR', name: 'France' },
      language: { id: 1 },
      fidelity: { id: 1, level: 0 },
      email: { email: 'lea.testeur.11@example.org' },
      phoneNumber: { number: '+33699001100' },
      huttosoft: null,
      canvassing: false,
      isActive: true,
      birthDate: '1990-04-12',
      contacts: [],
      comments: [],
    });

    const found = await call('GET', '/api/customers?type.id=2&lastname=testeur11');
    expect(found.json()['hydra:member'].map((c: { id: number }) => c.id)).toEqual([customer.id]);
    expect((await call('GET', customer['@id'])).json()).toEqual(customer);

    const edited = await call('PATCH', customer['@id'], {
      city: 'Rezé',
      complement: '  ',
      email: 'LEA.Testeur.11@Example.org',
      phoneNumber: { number: '+33 6 99 00 11 99' },
      language: '/api/languages/2',
      canvassing: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      city: 'Rezé',
      complement: null,
      email: { id: customer.email.id, email: 'lea.testeur.11@example.org' },
      phoneNumber: { id: customer.phoneNumber.id, number: '+33699001199' },
      language: { id: 2 },
      canvassing: true,
      lastname: 'Testeur11',
    });
    const emptied = await call('PATCH', customer['@id'], { lastname: '', email: null });
    expect(emptied.statusCode).toBe(422);
    expect(
      violationsOf(emptied)
        .map((v) => v.propertyPath)
        .sort(),
    ).toEqual(['email', 'lastname']);

    const deleted = await call('DELETE', customer['@id']);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', customer['@id'])).statusCode).toBe(404);
    // Its e-mail and phone are free again.
    const again = await call('POST', '/api/customers', individual('11'));
    expect(again.statusCode).toBe(201);
  });

  it('refuses a duplicate e-mail (whatever its case) and a duplicate phone', async () => {
    const first = await call('POST', '/api/customers', individual('21'));
    expect(first.statusCode).toBe(201);
    const duplicate = await call(
      'POST',
      '/api/customers',
      individual('22', { email: 'LEA.TESTEUR.21@example.org', phoneNumber: '06.99.00.21.00' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(violationsOf(duplicate)).toEqual([
      expect.objectContaining({ propertyPath: 'email', code: CustomerViolationCode.emailTaken }),
      expect.objectContaining({ propertyPath: 'phoneNumber', code: CustomerViolationCode.phoneTaken }),
    ]);
    expect((await call('GET', '/api/customers?lastname=Testeur22')).json()['hydra:totalItems']).toBe(0);

    const second = await call('POST', '/api/customers', individual('23'));
    const taken = await call('PATCH', second.json()['@id'], { email: 'lea.testeur.21@example.org' });
    expect(taken.statusCode).toBe(409);
    expect(violationsOf(taken)[0]).toMatchObject({
      propertyPath: 'email',
      code: CustomerViolationCode.emailTaken,
    });

    const phone = await call('POST', '/api/phones', { number: '06 99 00 21 00' });
    expect(phone.statusCode).toBe(409);
    expect(violationsOf(phone)[0]).toMatchObject({ propertyPath: 'number' });

    // A clash beside another broken rule: 422 with both.
    const mixed = await call(
      'POST',
      '/api/customers',
      individual('24', { email: 'lea.testeur.21@example.org', country: '/api/countries/99999' }),
    );
    expect(mixed.statusCode).toBe(422);
    expect(
      violationsOf(mixed)
        .map((v) => v.propertyPath)
        .sort(),
    ).toEqual(['country', 'email']);

    // A contact cannot take a customer's phone.
    const contact = await call('POST', '/api/contacts', {
      customer: second.json()['@id'],
      lastname: 'Proche',
      phoneNumber: { number: '+33699002100' },
    });
    expect(contact.statusCode).toBe(409);
    expect(violationsOf(contact)[0]).toMatchObject({
      propertyPath: 'phoneNumber',
      code: CustomerViolationCode.phoneTaken,
    });
  });

  it('checks every required field and format on the server', async () => {
    const empty = await call('POST', '/api/customers', { type: '/api/customer_types/2' });
    expect(empty.statusCode).toBe(422);
    expect(
      violationsOf(empty)
        .map((v) => v.propertyPath)
        .sort(),
    ).toEqual(['email', 'lastname']);

    const malformed = await call(
      'POST',
      '/api/customers',
      individual('31', {
        email: 'not-an-address',
        birthDate: '1990-02-31',
        phoneNumber: 'call me',
        language: null,
      }),
    );
    expect(malformed.statusCode).toBe(422);
    expect(
      violationsOf(malformed)
        .map((v) => v.propertyPath)
        .sort(),
    ).toEqual(['birthDate', 'email', 'language', 'phoneNumber']);

    const company = await call('POST', '/api/customers', { type: '/api/customer_types/1', email: 'x@y.fr' });
    expect(company.statusCode).toBe(422);
    expect(
      violationsOf(company)
        .map((v) => v.propertyPath)
        .sort(),
    ).toEqual(['language', 'name']);

    const noType = await call('POST', '/api/customers', { lastname: 'X', email: 'x@y.fr' });
    expect(noType.statusCode).toBe(422);
    expect(violationsOf(noType)[0]?.propertyPath).toBe('type');

    const unknownCountry = await call(
      'POST',
      '/api/customers',
      individual('32', { country: '/api/countries/99999' }),
    );
    expect(unknownCountry.statusCode).toBe(422);
    expect(violationsOf(unknownCountry)[0]?.propertyPath).toBe('country');

    const onFile = `/api/customers/${book.companies[0]!.id}`;
    const comment = await call('POST', '/api/comments', { comment: '   ', customer: onFile });
    expect(comment.statusCode).toBe(422);
    const contact = await call('POST', '/api/contacts', { customer: onFile });
    expect(contact.statusCode).toBe(422);
    expect(violationsOf(contact)[0]?.propertyPath).toBe('lastname');
  });

  it('keeps a company with two phones and a contact, and refuses to delete it while it has contacts', async () => {
    const created = await call('POST', '/api/customers', {
      type: '/api/customer_types/1',
      name: 'Camping Les Mouettes SARL',
      email: 'Accueil@Mouettes.example',
      language: '/api/languages/1',
      city: 'Pornic',
      tradeCompanyRegister: 'RCS Saint-Nazaire 123 456 789',
      tvaIntracom: 'FR12123456789',
      phones: ['02 40 00 00 01', '', { number: '02.40.00.00.02' }],
    });
    expect(created.statusCode).toBe(201);
    const company = created.json();
    expect(company).toMatchObject({
      type: { id: 1 },
      email: { email: 'accueil@mouettes.example' },
      fidelity: { level: 0 },
      phoneNumber: null,
      phones: [{ number: '+33240000001' }, { number: '+33240000002' }],
      tradeCompanyRegister: 'RCS Saint-Nazaire 123 456 789',
    });

    // A third phone posted on its own, as the company modal does after creating the customer.
    const third = await call('POST', '/api/phones', { number: '02 40 00 00 03', customer: company['@id'] });
    expect(third.statusCode).toBe(201);
    expect(third.json()).toMatchObject({ '@type': 'Phone', customer: company['@id'] });

    const contact = await call('POST', '/api/contacts', {
      customer: company['@id'],
      firstname: 'Paul',
      lastname: 'Gérant',
      function: 'Directeur',
      email: { email: 'paul@mouettes.example' },
      phoneNumber: { number: '06 11 22 33 44' },
    });
    expect(contact.statusCode).toBe(201);
    expect(contact.json()).toMatchObject({
      customer: company['@id'],
      lastname: 'Gérant',
      email: { email: 'paul@mouettes.example' },
      phoneNumber: { number: '+33611223344' },
    });
    const listed = await call('GET', `/api/contacts?customer.id=${company.id}`);
    expect(listed.json()['hydra:member']).toHaveLength(1);

    // The contact's phone is not one of the company's phones.
    const detail = (await call('GET', company['@id'])).json();
    expect(detail.phones.map((p: { number: string }) => p.number)).toEqual([
      '+33240000001',
      '+33240000002',
      '+33240000003',
    ]);
    expect(detail.contacts).toHaveLength(1);

    // Editing the contact: its e-mail changes in place, its phone given by a patched IRI.
    const patchedPhone = await call('PATCH', contact.json().phoneNumber['@id'], { number: '06 11 22 33 55' });
    expect(patchedPhone.statusCode).toBe(200);
    const editedContact = await call('PATCH', contact.json()['@id'], {
      email: { email: 'paul.gerant@mouettes.example' },
      phoneNumber: contact.json().phoneNumber['@id'],
    });
    expect(editedContact.json()).toMatchObject({
      email: { id: contact.json().email.id, email: 'paul.gerant@mouettes.example' },
      phoneNumber: { number: '+33611223355' },
    });
    const clash = await call('PATCH', contact.json()['@id'], { email: 'accueil@mouettes.example' });
    expect(clash.statusCode).toBe(409);

    const refused = await call('DELETE', company['@id']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()['hydra:description']).toBe(CustomerServerDescription.hasContacts);
    expect((await call('GET', company['@id'])).statusCode).toBe(200);

    // The phone list replaced by a PATCH: one kept, one dropped, one added.
    const phones = await call('PATCH', company['@id'], { phones: ['0240000001', '02 40 00 00 09', ''] });
    expect(phones.statusCode).toBe(200);
    expect(phones.json().phones.map((p: { number: string }) => p.number)).toEqual([
      '+33240000001',
      '+33240000009',
    ]);
    expect(phones.json().phones[0].id).toBe(company.phones[0].id);

    expect((await call('DELETE', contact.json()['@id'])).statusCode).toBe(204);
    expect((await call('DELETE', company['@id'])).statusCode).toBe(204);
    expect((await call('GET', company['@id'])).statusCode).toBe(404);
    expect((await call('GET', `/api/phones/${company.phones[0].id}`)).statusCode).toBe(404);
    // Everything it held is free again.
    const reused = await call('POST', '/api/emails', { email: 'paul.gerant@mouettes.example' });
    expect(reused.statusCode).toBe(201);
  });

  it('records the signed-in user as the author of a comment, whatever the body says', async () => {
    const customer = (await call('POST', '/api/customers', individual('41'))).json();
    const posted = await call('POST', '/api/comments', {
      comment: 'Préfère les vélos électriques.',
      customer: customer['@id'],
      createdBy: `/api/users/${team.admin.user.id}`,
    });
    expect(posted.statusCode).toBe(201);
    const comment = posted.json();
    expect(comment).toMatchObject({
      '@id': `/api/comments/${comment.id}`,
      '@type': 'Comment',
      comment: 'Préfère les vélos électriques.',
      customer: customer['@id'],
      createdBy: { id: counterUserId, firstName: 'Test', lastName: 'Vendeur' },
    });
    const later = await call(
      'POST',
      '/api/comments',
      { comment: 'Revenu en août.', customer: customer['@id'] },
      trainee,
    );
    expect(later.json().createdBy).toMatchObject({ id: team.trainee.user.id, lastName: 'Stagiaire' });

    const listed = await call('GET', `/api/comments?customer.id=${customer.id}`);
    expect(listed.json()['hydra:member'].map((c: { id: number }) => c.id)).toEqual([
      later.json().id,
      comment.id,
    ]);
    expect((await call('GET', customer['@id'])).json().comments).toHaveLength(2);

    expect((await call('DELETE', later.json()['@id'])).statusCode).toBe(403);
    expect((await call('DELETE', comment['@id'])).statusCode).toBe(204);
    const noTarget = await call('POST', '/api/comments', { comment: 'Sans cible' });
    expect(noTarget.statusCode).toBe(422);
  });
});
