import { Button, MantineProvider, Modal, TextInput } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { theme } from '../theme.ts';
import { ColumnFilter } from './column-filter.tsx';
import type { FilterValue } from './grid-types.ts';

/** A screen with a filtered column and an edit modal that opens without a click (a keyboard shortcut). */
function Screen({ onFilter }: { onFilter: (value: FilterValue | undefined) => void }) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <>
      <ColumnFilter
        spec={{ kind: 'text' }}
        value={undefined}
        columnId="name"
        columnLabel="Name"
        onChange={onFilter}
      />
      <button type="button" data-testid="open-edit" onKeyDown={() => setIsEditing(true)}>
        edit
      </button>
      <Modal opened={isEditing} onClose={() => setIsEditing(false)} title="Edit the company">
        <TextInput label="Corporate name" data-autofocus />
        <Button>Save</Button>
      </Modal>
    </>
  );
}

/** Rendered with real transitions (not the test environment's none), as in the browser. */
const renderScreen = (onFilter = vi.fn()) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Screen onFilter={onFilter} />
      </MantineProvider>
    </I18nextProvider>,
  );

const dialogs = () => [...document.querySelectorAll('[role="dialog"]')];

describe('ColumnFilter', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is gone from the page as soon as a filter is applied (no exit animation left behind)', async () => {
    const onFilter = vi.fn();
    renderScreen(onFilter);
    fireEvent.click(screen.getByTestId('grid-filter-name'));
    const input = await screen.findByTestId('grid-filter-input');
    expect(screen.getByTestId('grid-filter-popover').getAttribute('aria-label')).toBe('Filter on Name');
    fireEvent.change(input, { target: { value: 'Atlantique' } });
    // Timers frozen: a busy machine where the exit animation's timer has not run yet.
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId('grid-filter-apply'));
    expect(onFilter).toHaveBeenCalledWith({ kind: 'text', value: 'Atlantique' });
    expect(screen.queryByTestId('grid-filter-popover')).toBeNull();
  });

  it('closes when a modal opens and takes the focus, so that only the modal is a dialog', async () => {
    renderScreen();
    fireEvent.click(screen.getByTestId('grid-filter-name'));
    await screen.findByTestId('grid-filter-input');
    expect(dialogs()).toHaveLength(1);

    // The modal opens without any click outside the popover.
    fireEvent.keyDown(screen.getByTestId('open-edit'), { key: 'e' });
    await screen.findByText('Edit the company');
    act(() => screen.getByLabelText('Corporate name').focus());
    await waitFor(() => expect(screen.queryByTestId('grid-filter-popover')).toBeNull());
    await waitFor(() => expect(dialogs()).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: 'Edit the company' })).toBeTruthy();
  });
});
