import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { PhonesEditor } from './phones-editor.tsx';

function Harness({ initial }: { initial: string[] }) {
  const [rows, setRows] = useState(initial);
  return (
    <>
      <PhonesEditor rows={rows} onChange={setRows} testPrefix="phones" />
      <output data-testid="rows">{JSON.stringify(rows)}</output>
    </>
  );
}

const rows = () => JSON.parse(screen.getByTestId('rows').textContent ?? '[]') as string[];

describe('PhonesEditor', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows one empty row without remove or add buttons', () => {
    renderWithProviders(<Harness initial={['']} />);
    expect(screen.getByTestId('phones-row-0')).toBeTruthy();
    expect(screen.queryByTestId('phones-remove-0')).toBeNull();
    expect(screen.queryByTestId('phones-add-0')).toBeNull();
  });

  it('offers "add" once the number is typed, then keeps a single empty row', () => {
    renderWithProviders(<Harness initial={['']} />);
    fireEvent.change(screen.getByTestId('phones-row-0'), { target: { value: '0612345678' } });
    fireEvent.click(screen.getByTestId('phones-add-0'));
    expect(rows()).toEqual(['0612345678', '']);
    // An empty row exists: no more "add" until it is filled.
    expect(screen.queryByTestId('phones-add-0')).toBeNull();
    expect(screen.queryByTestId('phones-add-1')).toBeNull();
    expect(screen.getByTestId('phones-remove-1')).toBeTruthy();
    expect(screen.queryByTestId('phones-remove-0')).toBeNull();
  });

  it('removes a row but never the first one', () => {
    renderWithProviders(<Harness initial={['0612345678', '0712345678']} />);
    fireEvent.click(screen.getByTestId('phones-remove-1'));
    expect(rows()).toEqual(['0612345678']);
    expect(screen.queryByTestId('phones-remove-0')).toBeNull();
  });
});
