import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import {
  NotificationsContainer,
  notificationsLimit,
  notifyError,
  notifyInfo,
  notifySuccess,
  successAutoCloseMs,
} from './notify.tsx';

/** Issue 10: success notices close by themselves, errors stay until clicked, three at most. */
describe('notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderWithProviders(<NotificationsContainer />);
  });
  afterEach(() => {
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    });
    vi.useRealTimers();
  });

  const shown = () => screen.queryAllByTestId(/^notification-/).map((element) => element.textContent ?? '');

  it('closes a success notice by itself after a few seconds', async () => {
    // Mantine's timer runs on real time here: the test waits the notice's few seconds.
    vi.useRealTimers();
    const shownAt = Date.now();
    act(() => {
      notifySuccess('Customer saved');
    });
    expect(shown().join()).toContain('Customer saved');
    expect(screen.getByTestId('notification-success').textContent).toContain('Success');

    await waitFor(() => expect(shown().join()).not.toContain('Customer saved'), {
      timeout: successAutoCloseMs + 3_000,
    });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(successAutoCloseMs - 100);
  });

  it('keeps an error until it is clicked', () => {
    act(() => {
      notifyError('The stay system does not answer');
    });
    act(() => vi.advanceTimersByTime(120_000));
    const error = screen.getByTestId('notification-error');
    expect(error.textContent).toContain('The stay system does not answer');

    act(() => {
      fireEvent.click(error);
    });
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByTestId('notification-error')).toBeNull();
  });

  it('titles an information "Information" (blue), never "Success"', () => {
    act(() => {
      notifyInfo('This reservation without a stay must be paid first.');
    });
    const info = screen.getByTestId('notification-info');
    expect(info.textContent).toContain('Information');
    expect(info.textContent).not.toContain('Success');
    expect(info.getAttribute('style') ?? '').toContain('blue');
  });

  it('shows at most three at once; the next one shows when one closes', () => {
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) notifyError(`Error ${n}`);
    });
    expect(notificationsLimit).toBe(3);
    expect(shown()).toHaveLength(3);
    expect(shown().join()).not.toContain('Error 4');

    const [first] = screen.getAllByTestId('notification-error');
    act(() => {
      if (first) fireEvent.click(first);
    });
    act(() => vi.advanceTimersByTime(1_000));
    expect(shown()).toHaveLength(3);
    expect(shown().join()).toContain('Error 4');
  });

  it('sits above the dialogs, below the top bar, top-right', () => {
    act(() => {
      notifyError('Saving failed');
    });
    const container = screen.getByTestId('notification-error').closest('[data-position]');
    expect(container?.getAttribute('data-position')).toBe('top-right');
    // Mantine's dialogs are at z-index 200 and their overlays at 400: an error of a dialog's save
    // shows above it; the place off the top bar and the dialog's close button is notify.module.css's.
    const zIndex = Number(getComputedStyle(container as Element).getPropertyValue('--notifications-z-index'));
    expect(zIndex).toBeGreaterThan(400);
    expect(container?.className).toMatch(/container/);
  });
});
