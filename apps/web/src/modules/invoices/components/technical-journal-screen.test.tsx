import { screen } from '@testing-library/react';
import { technicalEventRead, technicalEventTypes } from '@velodesk/contract/api/journal';
import { hydraCollection } from '@velodesk/contract/hydra';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import de from '@/i18n/locales/de.ts';
import en from '@/i18n/locales/en.ts';
import es from '@/i18n/locales/es.ts';
import fr from '@/i18n/locales/fr.ts';
import itTexts from '@/i18n/locales/it.ts';
import ru from '@/i18n/locales/ru.ts';
import { collectionOf, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { TechnicalJournalScreen } from './technical-journal-screen.tsx';

const renderJournal = () => {
  const router = createMemoryRouter([{ path: '/technical-journal', element: <TechnicalJournalScreen /> }], {
    initialEntries: ['/technical-journal'],
  });
  renderWithProviders(<RouterProvider router={router} />);
};

describe('TechnicalJournalScreen', () => {
  useApiServer();
  beforeEach(() => {
    server.use(
      onApi(
        'GET',
        '/technical_events',
        hydraCollection(technicalEventRead),
        collectionOf('technical_events', [
          {
            '@id': '/api/technical_events/2',
            '@type': 'TechnicalEvent' as const,
            id: 2,
            sequence: 2,
            eventType: 'clock_backwards' as const,
            occurredAt: '2026-07-14T08:00:00.000Z',
            user: null,
            company: null,
            details: { lastEventAt: '2026-07-14T09:00:00.000Z' },
            hash: 'ab'.repeat(32),
            keyFingerprint: '1404 b92e eef3 0b41',
          },
        ]),
      ),
    );
  });

  it('names each event in the chosen language, with who and what', async () => {
    await i18n.changeLanguage('fr');
    renderJournal();
    expect(await screen.findByText("Retour en arrière de l'horloge")).toBeTruthy();
    expect(screen.getByText('serveur')).toBeTruthy();
    expect(screen.getByText('{"lastEventAt":"2026-07-14T09:00:00.000Z"}')).toBeTruthy();
  });

  it('in English too', async () => {
    await i18n.changeLanguage('en');
    renderJournal();
    expect(await screen.findByText('Clock went backwards')).toBeTruthy();
    expect(screen.getByText('Technical event journal')).toBeTruthy();
  });

  it('names every event type of the journal in the six languages (the personal-data kinds too)', () => {
    for (const texts of [en, fr, es, de, itTexts, ru]) {
      const journal = (texts as unknown as { JOURNAL: Record<string, string> }).JOURNAL;
      const missing = technicalEventTypes.filter((type) => !journal[`TYPE_${type.toUpperCase()}`]);
      expect(missing).toEqual([]);
    }
  });
});
