import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { StaySearchForm } from './stay-search-form.tsx';
import { emptyStaySearch, staySearchErrors, staySearchQueryOf } from './stay-search-rules.ts';

describe('the stay search rules', () => {
  it('asks for 3 letters of the last name', () => {
    expect(staySearchErrors({ ...emptyStaySearch(), lastName: ' Ma ' })).toEqual({
      customerLastName: 'CUSTOMERS.STAY_LASTNAME_MIN',
    });
    expect(staySearchErrors({ ...emptyStaySearch(), lastName: 'Mar' })).toEqual({});
  });

  it('asks a reservation for both dates, the end not before the start', () => {
    const reservation = { ...emptyStaySearch(), lastName: 'Müller', stayState: '3' as const };
    expect(staySearchErrors(reservation)).toEqual({
      stayDateStart: 'CUSTOMERS.STAY_DATE_REQUIRED',
      stayDateEnd: 'CUSTOMERS.STAY_DATE_REQUIRED',
    });
    expect(staySearchErrors({ ...reservation, startDate: '2026-07-10', endDate: '2026-07-09' })).toEqual({
      stayDateEnd: 'CUSTOMERS.STAY_END_BEFORE_START',
    });
    expect(staySearchErrors({ ...reservation, startDate: '2026-07-10', endDate: '2026-07-10' })).toEqual({});
  });

  it('sends the dates for a reservation only', () => {
    const values = {
      ...emptyStaySearch(),
      lastName: ' Martin ',
      startDate: '2026-07-10',
      endDate: '2026-07-12',
    };
    expect(staySearchQueryOf(values)).toEqual({ customerLastName: 'Martin', stayState: '4' });
    expect(staySearchQueryOf({ ...values, stayState: '3', placeName: 'A12' })).toEqual({
      customerLastName: 'Martin',
      emplacementName: 'A12',
      stayState: '3',
      stayDateStart: '2026-07-10',
      stayDateEnd: '2026-07-12',
    });
  });
});

describe('StaySearchForm', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('refuses too short a last name without searching', () => {
    const onSearch = vi.fn();
    renderWithProviders(<StaySearchForm onSearch={onSearch} isSearching={false} />);
    fireEvent.change(screen.getByTestId('stay-lastname'), { target: { value: 'Ma' } });
    fireEvent.click(screen.getByTestId('stay-search'));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByText('Enter at least 3 letters of the last name.')).toBeTruthy();
  });

  it('asks for the dates of a reservation, then searches present stays', () => {
    const onSearch = vi.fn();
    renderWithProviders(<StaySearchForm onSearch={onSearch} isSearching={false} />);
    fireEvent.change(screen.getByTestId('stay-lastname'), { target: { value: 'Martin' } });
    fireEvent.click(screen.getByLabelText('Reservation'));
    fireEvent.click(screen.getByTestId('stay-search'));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getAllByText('Give the date of the reservation.')).toHaveLength(2);
    fireEvent.click(screen.getByLabelText('Present'));
    fireEvent.click(screen.getByTestId('stay-search'));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ lastName: 'Martin', stayState: '4' }));
  });

  it('shows no date error on turning to reservations after a search, until the user searches again', () => {
    const onSearch = vi.fn();
    const onStayStateChange = vi.fn();
    renderWithProviders(
      <StaySearchForm onSearch={onSearch} isSearching={false} onStayStateChange={onStayStateChange} />,
    );
    fireEvent.change(screen.getByTestId('stay-lastname'), { target: { value: 'Martin' } });
    fireEvent.click(screen.getByTestId('stay-search'));
    expect(onSearch).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByLabelText('Reservation'));
    expect(onStayStateChange).toHaveBeenCalledWith('3');
    expect(screen.queryByText('Give the date of the reservation.')).toBeNull();
    fireEvent.click(screen.getByTestId('stay-search'));
    expect(screen.getAllByText('Give the date of the reservation.')).toHaveLength(2);
  });

  it('says so when the end is before the start, and keeps the typed end', () => {
    renderWithProviders(<StaySearchForm onSearch={vi.fn()} isSearching={false} />);
    fireEvent.click(screen.getByLabelText('Reservation'));
    const start = screen.getByTestId('stay-start') as HTMLInputElement;
    const end = screen.getByTestId('stay-end') as HTMLInputElement;
    fireEvent.change(start, { target: { value: '2026-07-10' } });
    fireEvent.blur(start);
    fireEvent.change(end, { target: { value: '2026-07-05' } });
    fireEvent.blur(end);
    expect(screen.getByText('The end date cannot be before the start date.')).toBeTruthy();
    expect(end.value).toBe('2026-07-05');
  });
});
