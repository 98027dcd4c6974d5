import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fidelityRead,
  type SettingsDiscountRead,
  settingsDiscountRead,
} from '@velodesk/contract/api/pricing';
import { hydraCollection } from '@velodesk/contract/hydra';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { formatDate } from '@/ui/format.ts';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { FidelitySettingsScreen } from './fidelity-settings-screen.tsx';

const fidelity = (level: number) => ({
  '@id': `/api/fidelities/${level + 1}`,
  '@type': 'Fidelity' as const,
  id: level + 1,
  level,
});

const discount = (id: number, level: number, percentage: number): SettingsDiscountRead => ({
  '@id': `/api/settings_discounts/${id}`,
  '@type': 'SettingsDiscount',
  id,
  percentage,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  fidelity: { '@id': `/api/fidelities/${level + 1}`, id: level + 1, level },
});

const silver = discount(3, 1, 5);
const gold = discount(4, 2, 12.5);

const listServer = () => [
  onApi(
    'GET',
    '/settings_discounts',
    hydraCollection(settingsDiscountRead),
    collectionOf('settings_discounts', [silver, gold]),
  ),
  onApi(
    'GET',
    '/fidelities',
    hydraCollection(fidelityRead),
    collectionOf('fidelities', [0, 1, 2].map(fidelity)),
  ),
];

const renderScreen = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/fidelity-settings']}>
      <NotificationsContainer />
      <FidelitySettingsScreen />
    </MemoryRouter>,
  );

const submit = () => screen.getByTestId('discount-submit') as HTMLButtonElement;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe('the loyalty discounts', () => {
  useApiServer();
  beforeEach(async () => {
    setSession(sessionFixture({ features: ['settings_application'] }));
    server.use(...listServer());
    notifications.clean();
    notifications.cleanQueue();
    await i18n.changeLanguage('en');
  });
  afterEach(() => clearSession());

  it('lists each discount with its level, percentage and dates', async () => {
    renderScreen();
    const rows = await screen.findAllByTestId('grid-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain(i18n.t('SETTINGS.FIDELITY.LEVEL_N', { level: 1 }));
    expect(rows[0]?.textContent).toContain('5');
    expect(rows[0]?.textContent).toContain(formatDate('2026-01-01'));
    expect(rows[0]?.textContent).toContain(formatDate('2026-12-31'));
    expect(rows[1]?.textContent).toContain(i18n.t('SETTINGS.FIDELITY.LEVEL_N', { level: 2 }));
    expect(rows[1]?.textContent).toContain('12.5');
  });

  it('adds a discount: every field is required, then POST with the level IRI', async () => {
    server.use(
      onApi('POST', '/settings_discounts', settingsDiscountRead, discount(5, 0, 2), { status: 201 }),
    );
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('discount-add'));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(i18n.t('SETTINGS.FIDELITY.ADD_TITLE'))).toBeTruthy();
    expect(submit().disabled).toBe(true);

    await waitFor(() => expect(apiCalls('GET', '/fidelities').length).toBeGreaterThan(0));
    await settle();
    fireEvent.click(screen.getByTestId('discount-level'));
    fireEvent.click(
      await screen.findByRole('option', { name: i18n.t('SETTINGS.FIDELITY.LEVEL_N', { level: 0 }) }),
    );
    type('discount-percentage', '2');
    type('discount-start', '2027-01-01');
    type('discount-end', '2027-06-30');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls('POST', '/settings_discounts')[0]?.body).toEqual({
      percentage: 2,
      fidelity: '/api/fidelities/1',
      startDate: '2027-01-01',
      endDate: '2027-06-30',
    });
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('SETTINGS.FIDELITY.ADD_SUCCESS'),
    );
  });

  it('refuses an end before the start, with its message', async () => {
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('discount-edit-3'));
    await screen.findByRole('dialog');
    type('discount-end', '2025-12-31');
    expect(await screen.findByText(i18n.t('SETTINGS.FIDELITY.ERRORS.DATES_OUT_OF_ORDER'))).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('refuses a percentage over 100', async () => {
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('discount-edit-3'));
    await screen.findByRole('dialog');
    type('discount-percentage', '120');
    expect(await screen.findByText(i18n.t('SETTINGS.FIDELITY.ERRORS.PERCENTAGE_RANGE'))).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('edits a discount: its values are filled in, Save sends a PATCH of that discount', async () => {
    server.use(onApi('PATCH', '/settings_discounts/:id', settingsDiscountRead, { ...silver, percentage: 7 }));
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('discount-edit-3'));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(i18n.t('SETTINGS.FIDELITY.EDIT_TITLE'))).toBeTruthy();
    expect((screen.getByTestId('discount-percentage') as HTMLInputElement).value).toContain('5');
    type('discount-percentage', '7');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls('PATCH', '/settings_discounts/3')[0]?.body).toMatchObject({
      percentage: 7,
      fidelity: '/api/fidelities/2',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
  });

  it('keeps the modal open on an overlapping discount and says so', async () => {
    server.use(
      onApiError('PATCH', '/settings_discounts/:id', 422, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'startDate: Another loyalty discount for this level covers part of these dates.',
        violations: [
          {
            propertyPath: 'startDate',
            message: 'Another loyalty discount for this level covers part of these dates.',
          },
        ],
      }),
    );
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('discount-edit-3'));
    await screen.findByRole('dialog');
    type('discount-percentage', '7');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      i18n.t('SETTINGS.FIDELITY.EDIT_ERROR'),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    // The refused field keeps Save disabled until it changes.
    await waitFor(() => expect(submit().disabled).toBe(true));
  });

  it('closes the modal on Cancel without saving', async () => {
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('discount-edit-4'));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByTestId('discount-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls('PATCH')).toEqual([]);
  });
});
