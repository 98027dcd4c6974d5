import { describe, expect, it } from 'vitest';
import { canExport, type Grants, need, routeRequirements, satisfies, seesAllSites } from './permissions.ts';

const grants = (profileName: string, ...features: Grants['features'][number][]): Grants => ({
  profileName,
  features,
});

describe('permissions', () => {
  it('grants a route when the user holds any one of its features', () => {
    const trainee = grants('STAGIAIRE', 'planning', 'rental_reservation');
    expect(satisfies(trainee, routeRequirements.calendar)).toBe(true);
    expect(satisfies(trainee, routeRequirements.rental)).toBe(true);
    expect(satisfies(trainee, routeRequirements.invoices)).toBe(false);
    expect(satisfies(trainee, routeRequirements['user-management'])).toBe(false);
  });

  it('needs a signed-in user for login routes and nothing for public ones', () => {
    expect(satisfies(null, 'login')).toBe(false);
    expect(satisfies(null, 'public')).toBe(true);
    expect(satisfies(grants('VENDEUR'), 'login')).toBe(true);
    expect(satisfies(null, need('planning'))).toBe(false);
  });

  it('gives the administrator profile every feature and every site', () => {
    const admin = grants('ADMINISTRATEUR');
    expect(satisfies(admin, routeRequirements['feature-management'])).toBe(true);
    expect(seesAllSites(admin)).toBe(true);
    expect(seesAllSites(grants('VENDEUR', 'planning'))).toBe(false);
    expect(seesAllSites(grants('FINANCE', 'all_destination'))).toBe(true);
  });

  it('shows the exports only to ADMINISTRATEUR and FINANCE', () => {
    expect(canExport(grants('FINANCE'))).toBe(true);
    expect(canExport(grants('ADMINISTRATEUR'))).toBe(true);
    expect(canExport(grants('RESPONSABLE', 'rental_contract'))).toBe(false);
  });
});
