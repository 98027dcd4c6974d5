import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { StackedModal } from './stacked-modal.tsx';

/** A dialog that opens another one (the reservation modal and its customer picker). */
function Outer({ onClose }: { onClose: () => void }) {
  const [inner, setInner] = useState(false);
  return (
    <StackedModal opened onClose={onClose} title="Outer" data-testid="outer">
      <button type="button" onClick={() => setInner(true)}>
        open inner
      </button>
      <StackedModal opened={inner} onClose={() => setInner(false)} title="Inner" data-testid="inner">
        <p>inner body</p>
      </StackedModal>
    </StackedModal>
  );
}

const dialogOf = (testId: string) => screen.getByTestId(testId).querySelector('[role="dialog"]');
const pressEscape = () => fireEvent.keyDown(document.body, { key: 'Escape' });

describe('StackedModal', () => {
  it('closes only the dialog on top with Escape, then the one below', async () => {
    let closed = 0;
    renderWithProviders(<Outer onClose={() => (closed += 1)} />);
    fireEvent.click(await screen.findByText('open inner'));
    await waitFor(() => expect(dialogOf('inner')).not.toBeNull());
    pressEscape();
    await waitFor(() => expect(dialogOf('inner')).toBeNull());
    expect(closed).toBe(0);
    expect(dialogOf('outer')).not.toBeNull();
    pressEscape();
    expect(closed).toBe(1);
  });
});
