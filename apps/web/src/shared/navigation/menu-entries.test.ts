import { featureIdentifiers, type Grants } from '@velodesk/contract/permissions';
import { describe, expect, it } from 'vitest';
import {
  infoLinks,
  mainMenuGroups,
  menuTestId,
  settingsMenuGroups,
  visibleGroups,
  visibleLinks,
} from './menu-entries.ts';

const allLinks = [...mainMenuGroups, ...settingsMenuGroups].flatMap((group) => group.links).concat(infoLinks);
const visiblePaths = (grants: Grants | null) => visibleLinks(allLinks, grants).map((link) => link.to);

describe('menu entries', () => {
  it('shows nothing until the grants are loaded', () => {
    expect(visiblePaths(null)).toEqual([]);
    expect(visibleGroups(mainMenuGroups, null)).toEqual([]);
  });

  it('shows the administrator every entry, exports included', () => {
    expect(visiblePaths({ profileName: 'ADMINISTRATEUR', features: [] })).toEqual(
      allLinks.map((link) => link.to),
    );
  });

  it('hides the exports from a counter clerk who holds every feature', () => {
    const paths = visiblePaths({ profileName: 'VENDEUR', features: [...featureIdentifiers] });
    expect(paths).toContain('/invoices');
    expect(paths).not.toContain('/invoice-export');
    expect(paths).not.toContain('/payment-export');
  });

  it('gives the finance profile the exports once it holds rental contracts', () => {
    const paths = visiblePaths({ profileName: 'FINANCE', features: ['rental_contract'] });
    expect(paths).toEqual(
      expect.arrayContaining([
        '/invoices',
        '/payments',
        '/invoice-export',
        '/payment-export',
        '/rental/contract?edit=false',
      ]),
    );
    expect(paths).not.toContain('/rentals');
  });

  it('leaves a trainee without features the customers and the login-only links', () => {
    const grants = { profileName: 'STAGIAIRE', features: [] };
    expect(visiblePaths(grants)).toEqual([
      '/individual-customers',
      '/company-customers',
      '/about',
      '/changelog',
    ]);
    expect(visibleGroups(settingsMenuGroups, grants)).toEqual([]);
  });

  it('shows the personal data journal to administrators only, whatever features others hold', () => {
    expect(visiblePaths({ profileName: 'ADMINISTRATEUR', features: [] })).toContain('/personal-data-journal');
    for (const profileName of ['FINANCE', 'RESPONSABLE', 'VENDEUR', 'STAGIAIRE'])
      expect(visiblePaths({ profileName, features: [...featureIdentifiers] })).not.toContain(
        '/personal-data-journal',
      );
  });

  it('offers "new contract" only to who may create a contract, not to a trainee with reservations', () => {
    const trainee = visiblePaths({ profileName: 'STAGIAIRE', features: ['planning', 'rental_reservation'] });
    expect(trainee).toContain('/rentals');
    expect(trainee).not.toContain('/rental/contract?edit=false');
    const counter = visiblePaths({
      profileName: 'VENDEUR',
      features: ['planning', 'rental_reservation', 'rental_contract'],
    });
    expect(counter).toContain('/rental/contract?edit=false');
  });

  it('lists taxes in the settings menu beside fleet, for whoever may open it', () => {
    const product = settingsMenuGroups.find((group) => group.id === 'settings-product');
    expect(product?.links.map((link) => link.to)).toEqual([
      '/fidelity-settings',
      '/site-settings',
      '/company-settings',
      '/fleet',
      '/taxes',
    ]);
    expect(visiblePaths({ profileName: 'VENDEUR', features: ['planning'] })).toContain('/taxes');
    expect(visiblePaths({ profileName: 'STAGIAIRE', features: [] })).not.toContain('/taxes');
  });

  it('gives the reports (fleet status) to managers and finance, not to a counter with every feature', () => {
    expect(
      visiblePaths({ profileName: 'RESPONSABLE', features: ['planning', 'settings_application'] }),
    ).toContain('/reports');
    expect(visiblePaths({ profileName: 'FINANCE', features: ['planning', 'rental_contract'] })).toContain(
      '/reports',
    );
    expect(visiblePaths({ profileName: 'VENDEUR', features: [...featureIdentifiers] })).not.toContain(
      '/reports',
    );
  });

  it('offers the held deposits to counter, manager and finance, the default deposits to who sets the application', () => {
    const counter = visiblePaths({
      profileName: 'VENDEUR',
      features: ['planning', 'rental_reservation', 'rental_contract'],
    });
    const manager = visiblePaths({
      profileName: 'RESPONSABLE',
      features: ['planning', 'rental_reservation', 'rental_contract', 'settings_application'],
    });
    const finance = visiblePaths({ profileName: 'FINANCE', features: ['rental_contract'] });
    for (const paths of [counter, manager, finance]) expect(paths).toContain('/held-deposits');
    expect(manager).toContain('/deposit-rules');
    expect(counter).not.toContain('/deposit-rules');
    expect(finance).not.toContain('/deposit-rules');
    expect(visiblePaths({ profileName: 'STAGIAIRE', features: ['planning'] })).not.toContain(
      '/held-deposits',
    );
  });

  it('names test ids after the path', () => {
    expect(menuTestId('/rental/contract?edit=false')).toBe('menu-rental-contract');
    expect(menuTestId('/invoice-export')).toBe('menu-invoice-export');
  });
});
