import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

describe('ConfirmDialog', () => {
  it('offers a green confirm and a red cancel button', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Cancel invoice"
        message="Sure?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const confirm = screen.getByTestId('confirm-ok');
    const cancel = screen.getByTestId('confirm-cancel');
    expect(confirm.style.getPropertyValue('--button-bg')).toContain('green');
    expect(cancel.style.getPropertyValue('--button-bg')).toContain('red');
    fireEvent.click(confirm);
    fireEvent.click(cancel);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
