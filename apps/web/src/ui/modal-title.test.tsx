import { Modal } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Issue 16: every dialog title has the same weight and size, given as a text or as an element. */
describe('modal titles', () => {
  const titleOf = (text: string) => screen.getByText(text).closest('.mantine-Modal-title') as HTMLElement;

  it('gives a plain text title the weight and size of the others', () => {
    renderWithProviders(
      <Modal opened onClose={() => {}} title="New tax">
        body
      </Modal>,
    );
    const title = titleOf('New tax');
    expect(title.style.fontWeight).toBe('600');
    expect(title.style.fontSize).toBe('var(--mantine-font-size-lg)');
  });

  it('gives the confirmation dialog the same title', () => {
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Delete the user"
        message="Sure?"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(titleOf('Delete the user').style.fontWeight).toBe('600');
  });
});
