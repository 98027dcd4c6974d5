import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type TaxRead,
  type TaxRuleRead,
  taxRead,
  taxRuleRateRead,
  taxRuleRead,
} from '@velodesk/contract/api/pricing';
import { countryRead } from '@velodesk/contract/api/reference';
import { hydraCollection } from '@velodesk/contract/hydra';
import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import {
  apiCalls,
  collectionOf,
  onApi,
  onApiError,
  onApiNoContent,
  server,
  useApiServer,
} from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { TaxesScreen } from './taxes-screen.tsx';

const france = { '@id': '/api/countries/75', id: 75, name: 'France', codeIso31662: 'FR' };

/** The standard rule: 20 % in force in France, 21 % planned for 2031. */
const standard: TaxRuleRead = {
  '@id': '/api/tax_rules/1',
  '@type': 'TaxRule',
  id: 1,
  description: 'Taux normal',
  rates: [
    {
      '@id': '/api/tax_rule_rates/10',
      '@type': 'TaxRuleRate',
      id: 10,
      country: france,
      rate: 20,
      validFrom: '2014-01-01',
      status: 'current',
    },
    {
      '@id': '/api/tax_rule_rates/11',
      '@type': 'TaxRuleRate',
      id: 11,
      country: france,
      rate: 21,
      validFrom: '2031-01-01',
      status: 'future',
    },
  ],
};
const empty: TaxRuleRead = {
  '@id': '/api/tax_rules/2',
  '@type': 'TaxRule',
  id: 2,
  description: 'Taux réduit',
  rates: [],
};
const tva: TaxRead = {
  '@id': '/api/taxes/3',
  '@type': 'Tax',
  id: 3,
  description: 'TVA location',
  country: france,
};

const screenServer = () => [
  onApi('GET', '/tax_rules', hydraCollection(taxRuleRead), collectionOf('tax_rules', [standard, empty])),
  onApi('GET', '/taxes', hydraCollection(taxRead), collectionOf('taxes', [tva])),
  onApi(
    'GET',
    '/countries',
    hydraCollection(countryRead),
    collectionOf('countries', [{ ...france, '@type': 'Country' as const, isActive: true }]),
  ),
];

const renderScreen = (features: FeatureIdentifier[] = ['settings_application']) => {
  setSession(sessionFixture({ features }));
  return renderWithProviders(
    <MemoryRouter initialEntries={['/taxes']}>
      <NotificationsContainer />
      <TaxesScreen />
    </MemoryRouter>,
  );
};

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the taxes settings', () => {
  useApiServer();
  beforeEach(async () => {
    server.use(...screenServer());
    notifications.clean();
    notifications.cleanQueue();
    await i18n.changeLanguage('en');
  });
  afterEach(() => clearSession());

  it('shows each rule with its rates, their status, and a rule without rate', async () => {
    renderScreen();
    const rule = await screen.findByTestId('tax-rule-1');
    expect(within(rule).getByTestId('tax-rule-name').textContent).toBe('Taux normal');
    const rows = within(rule).getAllByTestId('tax-rate-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['current', 'future']);
    expect(rows[0]?.textContent).toContain('France');
    expect(rows[0]?.textContent).toContain('20');
    expect(rows[0]?.textContent).toContain(i18n.t('SETTINGS.TAX_RULES.STATUS_CURRENT'));
    expect(rows[1]?.textContent).toContain(i18n.t('SETTINGS.TAX_RULES.STATUS_FUTURE'));
    expect(within(screen.getByTestId('tax-rule-2')).getByTestId('tax-rule-no-rate').textContent).toBe(
      i18n.t('SETTINGS.TAX_RULES.NO_RATE'),
    );
    const [tax] = await screen.findAllByTestId('grid-row');
    expect(tax?.textContent).toContain('TVA location');
  });

  it('offers to change or remove only a rate not yet in force', async () => {
    renderScreen();
    await screen.findByTestId('tax-rule-1');
    expect(screen.queryByTestId('tax-rate-edit-10')).toBeNull();
    expect(screen.queryByTestId('tax-rate-delete-10')).toBeNull();
    expect(screen.getByTestId('tax-rate-edit-11')).toBeTruthy();
    expect(screen.getByTestId('tax-rate-delete-11')).toBeTruthy();
  });

  it('hides every write without the application settings: the rules and taxes are only read', async () => {
    renderScreen(['planning']);
    await screen.findByTestId('tax-rule-1');
    await screen.findAllByTestId('grid-row');
    for (const testId of [
      'tax-rule-add',
      'tax-rule-rename-1',
      'tax-rate-add-1',
      'tax-rate-edit-11',
      'tax-add',
      'tax-edit-3',
    ]) {
      expect(screen.queryByTestId(testId), testId).toBeNull();
    }
  });

  it('adds a rule: its description is required, then POST /tax_rules', async () => {
    server.use(
      onApi(
        'POST',
        '/tax_rules',
        taxRuleRead,
        { ...empty, id: 4, '@id': '/api/tax_rules/4', description: 'Taux super réduit' },
        { status: 201 },
      ),
    );
    renderScreen();
    await screen.findByTestId('tax-rule-1');
    fireEvent.click(screen.getByTestId('tax-rule-add'));
    await screen.findByRole('dialog');
    type('tax-rule-description', 'x');
    type('tax-rule-description', '');
    expect(await screen.findByText(i18n.t('SETTINGS.TAX_RULES.ERRORS.DESCRIPTION_REQUIRED'))).toBeTruthy();
    type('tax-rule-description', 'Taux super réduit');
    const submit = screen.getByTestId('tax-rule-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls('POST', '/tax_rules')[0]?.body).toEqual({ description: 'Taux super réduit' });
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('SETTINGS.TAX_RULES.ADD_SUCCESS'),
    );
  });

  it('corrects a planned rate: the modal names the rule, Save sends the PATCH of that rate', async () => {
    server.use(
      onApi('PATCH', '/tax_rule_rates/:id', taxRuleRateRead, {
        ...standard.rates[1]!,
        taxRule: { '@id': standard['@id'], id: 1, description: 'Taux normal' },
        rate: 22,
      }),
    );
    renderScreen();
    await screen.findByTestId('tax-rule-1');
    fireEvent.click(screen.getByTestId('tax-rate-edit-11'));
    const modal = await screen.findByRole('dialog');
    expect(modal.textContent).toContain(
      i18n.t('SETTINGS.TAX_RULES.RATE_EDIT_TITLE', { rule: 'Taux normal' }),
    );
    type('tax-rate-rate', '22');
    const submit = screen.getByTestId('tax-rate-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls('PATCH', '/tax_rule_rates/11')[0]?.body).toMatchObject({
      rate: 22,
      validFrom: '2031-01-01',
    });
  });

  it('shows the refusal of a rate already in force above the fields, in the interface language', async () => {
    server.use(
      onApiError('PATCH', '/tax_rule_rates/:id', 409, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'This rate is already in force: it cannot be changed or removed.',
        code: 'TAX_RATE_IN_FORCE',
      }),
    );
    renderScreen();
    await screen.findByTestId('tax-rule-1');
    fireEvent.click(screen.getByTestId('tax-rate-edit-11'));
    await screen.findByRole('dialog');
    type('tax-rate-rate', '22');
    const submit = screen.getByTestId('tax-rate-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect((await screen.findByTestId('tax-rate-refusal')).textContent).toContain(
      i18n.t('SETTINGS.TAX_RULES.ERRORS.RATE_IN_FORCE'),
    );
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      i18n.t('SETTINGS.TAX_RULES.RATE_EDIT_ERROR'),
    );
  });

  it('removes a planned rate after a confirmation that names it', async () => {
    server.use(onApiNoContent('DELETE', '/tax_rule_rates/:id'));
    renderScreen();
    await screen.findByTestId('tax-rule-1');
    fireEvent.click(screen.getByTestId('tax-rate-delete-11'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Taux normal');
    expect(dialog.textContent).toContain('France');
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(apiCalls('DELETE', '/tax_rule_rates/11')).toHaveLength(1));
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('SETTINGS.TAX_RULES.RATE_DELETE_SUCCESS'),
    );
  });

  it("says why a rate's removal was refused, from its code", async () => {
    server.use(
      onApiError('DELETE', '/tax_rule_rates/:id', 409, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'This rate is already in force: it cannot be changed or removed.',
        code: 'TAX_RATE_IN_FORCE',
      }),
    );
    renderScreen();
    await screen.findByTestId('tax-rule-1');
    fireEvent.click(screen.getByTestId('tax-rate-delete-11'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      i18n.t('SETTINGS.TAX_RULES.ERRORS.RATE_IN_FORCE'),
    );
  });

  it('edits a tax: Save sends its description and country', async () => {
    server.use(onApi('PATCH', '/taxes/:id', taxRead, { ...tva, description: 'TVA vélos' }));
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('tax-edit-3'));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(i18n.t('SETTINGS.TAXES.EDIT_TITLE'))).toBeTruthy();
    type('tax-description', 'TVA vélos');
    const submit = screen.getByTestId('tax-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls('PATCH', '/taxes/3')[0]?.body).toEqual({
      description: 'TVA vélos',
      country: '/api/countries/75',
    });
  });

  it('says a tax could not be saved, and keeps its modal open', async () => {
    server.use(
      onApiError('PATCH', '/taxes/:id', 500, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'Boom',
      }),
    );
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('tax-edit-3'));
    await screen.findByRole('dialog');
    type('tax-description', 'TVA vélos');
    const submit = screen.getByTestId('tax-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      i18n.t('SETTINGS.TAXES.EDIT_ERROR'),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
