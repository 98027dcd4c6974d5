import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planningSearch, startFromParam } from '@/modules/planning/planning-filter.ts';
import { siteTimeZoneStorageKey } from '@/modules/planning/remembered-time-zone.ts';
import { apiUrl } from '@/shared/api/api-client.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { sessionFixture } from '@/test/session-fixture.ts';
import { planningBootQuery, startBootPrefetch } from './boot-prefetch.ts';

/** Data while booting (issue 28): the planning is asked for from the URL, before the shell. */
describe('boot prefetch', () => {
  const urls: string[] = [];
  beforeEach(() => {
    urls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response('{}', { status: 200 });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    window.localStorage.removeItem(siteTimeZoneStorageKey);
  });

  it('asks for the planning the screen will ask for, from the URL, when signed in', () => {
    setSession(sessionFixture());
    // 23:30 UTC on 14 July is already the 15th in Paris: the site's today, not the browser's.
    startBootPrefetch({ pathname: '/calendar', search: '' }, new Date('2026-07-14T23:30:00Z'));
    const today = '2026-07-15';
    expect(urls).toEqual([apiUrl('/plannings', { ...planningSearch(startFromParam(null, today), 30) })]);
    expect(urls[0]).toBe('/api/plannings?searchStartDate=2026-07-12&searchEndDate=2026-08-10');
  });

  it('follows the URL’s start and range, and the remembered time zone of the site', () => {
    setSession(sessionFixture());
    window.localStorage.setItem(siteTimeZoneStorageKey, 'America/New_York');
    startBootPrefetch({ pathname: '/calendar', search: '?start=2030-06-01&range=4' }, new Date());
    expect(urls).toEqual(['/api/plannings?searchStartDate=2030-06-01&searchEndDate=2030-06-30&rangeId=4']);
    // New York is still on the 14th at 23:30 UTC.
    expect(planningBootQuery(new URLSearchParams('start=2030-02-30'), '2026-07-14').searchStartDate).toBe(
      '2026-07-11',
    );
  });

  it('asks nothing when signed out or on another page', () => {
    startBootPrefetch({ pathname: '/calendar', search: '' });
    setSession(sessionFixture());
    startBootPrefetch({ pathname: '/customers', search: '' });
    expect(urls).toEqual([]);
  });
});
