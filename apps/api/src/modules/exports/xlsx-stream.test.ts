import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../platform/context.ts';
import { type PageSource, type SheetColumn, xlsxStream } from './xlsx-stream.ts';

const logError = vi.fn();
const ctx = {
  log: { error: logError } as unknown as AppContext['log'],
  now: () => new Date('2026-06-02T15:00:00Z'),
};

const columns: SheetColumn[] = [
  { header: 'Numéro', key: 'number', width: 14 },
  { header: 'Client & <co>', key: 'customer', width: 30 },
  { header: 'Montant', key: 'amount', width: 12 },
  { header: 'Actif', key: 'active', width: 8 },
  { header: "Facture d'origine", key: 'related', width: 12 },
];

/** `pages` pages of `size` rows, then null; counts the pages read. */
const pagesOf = (pages: number, size: number, row: (n: number) => Record<string, unknown>) => {
  let read = 0;
  const source: PageSource = async () => {
    if (read >= pages) return null;
    read += 1;
    return Array.from({ length: size }, (_, i) => row((read - 1) * size + i + 1));
  };
  return { source, read: () => read };
};

const readBack = async (file: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
};

describe('xlsxStream', () => {
  it('writes the header and every row of every page, cells as exceljs reads them back', async () => {
    const customer = (n: number) => `Client ${n} & "Fils" <l'atelier> é € 😀`;
    const { source } = pagesOf(30, 1000, (n) => ({
      number: `F-${n}`,
      customer: customer(n),
      amount: n % 7 === 0 ? -n / 100 : n / 100,
      active: n % 2 === 0,
      related: n % 3 === 0 ? null : `F-${n - 1}`,
    }));
    // 30,000 rows: several times the writer's buffer, so it is handed to the deflater in pieces.
    const file = await buffer(xlsxStream(ctx, 'Factures', columns, source));
    const sheet = await readBack(file);
    expect(sheet.name).toBe('Factures');
    expect(sheet.rowCount).toBe(30_001);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(columns.map((c) => c.header));
    expect(sheet.columns.map((c) => c.width)).toEqual([14, 30, 12, 8, 12]);
    for (const n of [1, 2, 3, 14, 29_999, 30_000]) {
      const row = sheet.getRow(n + 1);
      expect(row.getCell(1).value).toBe(`F-${n}`);
      expect(row.getCell(2).value).toBe(customer(n));
      expect(row.getCell(3).value).toBe(n % 7 === 0 ? -n / 100 : n / 100);
      expect(row.getCell(4).value).toBe(n % 2 === 0);
      expect(row.getCell(5).value).toBe(n % 3 === 0 ? null : `F-${n - 1}`);
    }
  });

  it('drops the control characters XML cannot hold and keeps a cell larger than its buffer', async () => {
    const long = 'x'.repeat(400_000);
    const { source } = pagesOf(1, 2, (n) => ({ number: `A\u0001B\tC${n}`, customer: long }));
    const sheet = await readBack(await buffer(xlsxStream(ctx, 'Parc', columns, source)));
    expect(sheet.getRow(2).getCell(1).value).toBe('AB\tC1');
    expect(sheet.getRow(3).getCell(2).value).toBe(long);
  });

  it('breaks the download and logs when a page cannot be read', async () => {
    let pages = 0;
    const failing: PageSource = async () => {
      pages += 1;
      if (pages === 3) throw new Error('database gone');
      return [{ number: `F-${pages}` }];
    };
    await expect(buffer(xlsxStream(ctx, 'Factures', columns, failing))).rejects.toThrow('database gone');
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ sheetName: 'Factures' }),
      'xlsx export failed while writing',
    );
  });

  it('reads no more pages once the client left', async () => {
    const { source, read } = pagesOf(1000, 1000, (n) => ({ number: `F-${n}`, customer: 'x'.repeat(200) }));
    const stream = xlsxStream(ctx, 'Factures', columns, source);
    await new Promise<void>((resolve) => stream.once('data', () => resolve()));
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = read();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(read()).toBe(after);
    expect(after).toBeLessThan(10);
  });
});
