import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { type PeriodRow, periodErrors, savedPeriodRows } from '../accounting-periods.ts';
import { AccountingPeriodsEditor } from './accounting-periods-editor.tsx';

/** The editor as the company modal uses it: its rows in state, every field shown once touched. */
function Harness({ initial }: { initial: PeriodRow[] }) {
  const [rows, setRows] = useState(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  return (
    <AccountingPeriodsEditor
      rows={rows}
      errors={periodErrors(rows)}
      onChange={setRows}
      isShown={(key, field) => touched.has(`${key}.${field}`)}
      onTouch={(key, field) => setTouched((current) => new Set(current).add(`${key}.${field}`))}
    />
  );
}

const type = (testId: string, value: string) => {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('AccountingPeriodsEditor', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('chains new rows to the saved ones and shows the errors inline', () => {
    renderWithProviders(
      <Harness
        initial={savedPeriodRows([
          { id: 7, startDate: '2025-01-01', endDate: '2025-12-31', activated: true },
        ])}
      />,
    );
    // The saved period is read-only and cannot be removed.
    expect(screen.getByTestId('period-row-0').textContent).toContain('01/01/2025');
    expect(screen.getByTestId('period-row-0').textContent).toContain('Active');
    expect(screen.queryByTestId('period-start-0')).toBeNull();
    expect(screen.queryByTestId('period-remove-0')).toBeNull();

    fireEvent.click(screen.getByTestId('period-add'));
    type('period-start-1', '2025-11-01');
    expect(
      screen.getByText('A period cannot start before the end of the previous one (31/12/2025).'),
    ).toBeTruthy();
    expect(screen.getByTestId('period-start-1').getAttribute('aria-invalid')).toBe('true');

    type('period-start-1', '2026-01-01');
    type('period-end-1', '2025-12-31');
    expect(screen.getByText('The end date cannot be before the start date.')).toBeTruthy();
    type('period-end-1', '2026-12-31');
    expect(screen.queryByText('The end date cannot be before the start date.')).toBeNull();
    expect(screen.getByTestId('period-start-1').getAttribute('aria-invalid')).not.toBe('true');

    // A new row below a new row is chained to it, and removable.
    fireEvent.click(screen.getByTestId('period-add'));
    type('period-start-2', '2026-06-01');
    expect(
      screen.getByText('A period cannot start before the end of the previous one (31/12/2026).'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('period-remove-2'));
    expect(screen.queryByTestId('period-row-2')).toBeNull();
  });

  it('keeps the first row of a new company, blank and optional', () => {
    renderWithProviders(
      <Harness initial={[{ key: 'first', id: null, startDate: '', endDate: '', activated: false }]} />,
    );
    fireEvent.blur(screen.getByTestId('period-start-0'));
    expect(screen.queryByText('The start date is required.')).toBeNull();
    expect(screen.getByTestId('period-start-0').getAttribute('aria-invalid')).not.toBe('true');

    // Once one date is typed, the other is required.
    type('period-start-0', '2026-01-01');
    fireEvent.blur(screen.getByTestId('period-end-0'));
    expect(screen.getByText('The end date is required.')).toBeTruthy();

    // The first row stays (spec: no remove button on it); left blank, it is simply not sent.
    expect(screen.queryByTestId('period-remove-0')).toBeNull();
  });
});
