import { describe, expect, it } from 'vitest';
import { sessionTimings } from '@/shared/session/session-constants.ts';
import { refreshDelayMs } from './use-token-refresh.ts';

describe('token refresh timing', () => {
  it('refreshes 120 s before the token expires', () => {
    const now = 1_000_000_000_000;
    const expiresAt = now / 1000 + 3600;
    expect(refreshDelayMs(expiresAt, now)).toBe((3600 - sessionTimings.refreshLeadSeconds) * 1000);
  });

  it('refreshes at once when the lead time has already started', () => {
    const now = 1_000_000_000_000;
    expect(refreshDelayMs(now / 1000 + 60, now)).toBe(0);
  });
});
