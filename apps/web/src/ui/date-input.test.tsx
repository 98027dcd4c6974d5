import { Modal, TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { DateInput, IsoDateInput } from './date-input.tsx';

function ModalWithDate({ onClose, field }: { onClose: () => void; field: 'shared' | 'iso' }) {
  const [value, setValue] = useState('');
  const [name, setName] = useState('');
  return (
    <Modal opened onClose={onClose} title="New contact">
      <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      {field === 'shared' ? (
        <DateInput label="Birth date" value={value || null} onChange={(next) => setValue(next ?? '')} />
      ) : (
        <IsoDateInput label="Birth date" value={value} onChange={setValue} />
      )}
    </Modal>
  );
}

describe('DateInput in a modal', () => {
  it.each(['shared', 'iso'] as const)(
    'Escape with the %s picker open closes the picker only, a second Escape the modal',
    async (field) => {
      const onClose = vi.fn();
      renderWithProviders(<ModalWithDate onClose={onClose} field={field} />);
      const name = screen.getByLabelText('Name') as HTMLInputElement;
      fireEvent.change(name, { target: { value: 'Ada' } });
      // The modal has settled (its focus trap has run) before the picker is opened.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const input = screen.getByLabelText('Birth date');
      const pickerOpen = () => input.getAttribute('data-picker-open') === 'true';
      act(() => input.focus());
      fireEvent.click(input);
      await waitFor(() => expect(pickerOpen()).toBe(true));
      expect(document.querySelector('[data-dates-dropdown]')).not.toBeNull();

      fireEvent.keyDown(input, { key: 'Escape' });
      await waitFor(() => expect(pickerOpen()).toBe(false));
      expect(onClose).not.toHaveBeenCalled();
      expect(name.value).toBe('Ada');

      fireEvent.keyDown(input, { key: 'Escape' });
      expect(onClose).toHaveBeenCalledTimes(1);
    },
  );
});

describe('DateInput calendar', () => {
  it('shows two months side by side, as the specs’ calendars do', async () => {
    renderWithProviders(<IsoDateInput label="Start" value="2026-07-14" onChange={() => {}} />);
    const input = screen.getByLabelText('Start');
    act(() => input.focus());
    fireEvent.click(input);
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).not.toBeNull());
    const months = document.querySelectorAll('[data-dates-dropdown] table');
    expect(months).toHaveLength(2);
    expect(document.querySelector('[data-dates-dropdown]')?.textContent).toContain('August 2026');
  });
});
