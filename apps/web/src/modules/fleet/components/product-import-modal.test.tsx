import { fireEvent, screen, within } from '@testing-library/react';
import { productImportAnswer } from '@velodesk/contract/api/catalogue';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { importProblems } from '../import-result.ts';
import { ProductImportModal } from './product-import-modal.tsx';

const importPath = '/products/import';

/** The API's refusal of a file: every bad line as a violation, nothing imported. */
const refused = (violations: Array<{ propertyPath: string; message: string }>) =>
  onApiError('POST', importPath, 422, {
    'hydra:title': 'Unprocessable Content',
    'hydra:description': violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'),
    violations,
  });

const sent = () => apiCalls('POST', importPath).map((call) => call.body);

const paste = (text: string) => {
  fireEvent.click(screen.getByText('Paste the rows'));
  fireEvent.change(screen.getByTestId('import-text'), { target: { value: text } });
  fireEvent.click(screen.getByTestId('import-submit'));
};

describe('product import', () => {
  useApiServer();
  beforeEach(async () => {
    // The autosizing text area listens to font loading, which happy-dom does not have.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
      });
    }
    await i18n.changeLanguage('en');
  });

  it('orders the problems by line number', () => {
    expect(
      importProblems([
        { propertyPath: 'line 12', message: 'b' },
        { propertyPath: 'line 3', message: 'a' },
        { propertyPath: 'file', message: 'c' },
      ]).map((p) => [p.line, p.message]),
    ).toEqual([
      [null, 'c'],
      [3, 'a'],
      [12, 'b'],
    ]);
  });

  it('lists every bad line and says that nothing was imported', async () => {
    server.use(
      refused([
        { propertyPath: 'line 7', message: 'Unknown declination "VTT XL".' },
        { propertyPath: 'line 3', message: 'The internal number PD-0001 is already used.' },
      ]),
    );
    renderWithProviders(<ProductImportModal onClose={() => {}} />);
    paste('site,range,model,size,internalNumber\nLes Pins Dorés,musculaire,VTT,XL,PD-9\n');

    const panel = await screen.findByTestId('import-refused');
    expect(within(panel).getByText('Nothing was imported')).toBeTruthy();
    expect(within(panel).getByText('Problems found: 2. Fix the file and import it again.')).toBeTruthy();
    const rows = within(panel).getAllByTestId('import-problem');
    expect(rows.map((row) => row.getAttribute('data-line'))).toEqual(['3', '7']);
    expect(rows[1]?.textContent).toContain('Unknown declination "VTT XL".');
    expect(sent()).toEqual([
      { csv: 'site,range,model,size,internalNumber\nLes Pins Dorés,musculaire,VTT,XL,PD-9\n' },
    ]);
  });

  it('reports how many products were imported', async () => {
    server.use(
      onApi(
        'POST',
        importPath,
        productImportAnswer,
        { imported: 2, products: ['/api/products/1', '/api/products/2'] },
        { status: 201 },
      ),
    );
    renderWithProviders(<ProductImportModal onClose={() => {}} />);
    paste('site,range,model,size,internalNumber\na,b,c,d,e\na,b,c,d,f\n');
    expect((await screen.findByTestId('import-success')).textContent).toContain('Products imported: 2.');
    expect(screen.queryByTestId('import-refused')).toBeNull();
  });

  it('shows a failure that is not about the rows', async () => {
    server.use(
      onApiError('POST', importPath, 500, {
        'hydra:title': 'Internal Server Error',
        'hydra:description': '',
      }),
    );
    renderWithProviders(<ProductImportModal onClose={() => {}} />);
    paste('x');
    expect((await screen.findByTestId('import-failed')).textContent).toContain('The import failed.');
  });
});
