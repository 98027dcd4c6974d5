import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../platform/context.ts';

export interface SheetColumn {
  header: string;
  key: string;
  width: number;
}

/** One page of rows at a time (null: no more), each row keyed by its column's key. */
export type PageSource = () => Promise<Array<Record<string, unknown>> | null>;

/**
 * Writes one sheet as an xlsx stream with exceljs's streaming WorkbookWriter: each row is
 * committed (written out and forgotten) as soon as it is added, and rows come from `nextPage`
 * one page at a time, so memory stays flat whatever the number of rows. Answers the stream at
 * once; an error while writing destroys it (the client sees a broken download, the log says why).
 */
export const xlsxStream = (
  ctx: Pick<AppContext, 'log'>,
  sheetName: string,
  columns: SheetColumn[],
  nextPage: PageSource,
): Readable => {
  const output = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      // No styles and no shared strings: styles cost more than half the time of a large export
      // (measured: 100,000 rows in 7.9 s with, 3.0 s without), shared strings hold every text.
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(sheetName);
    sheet.columns = columns.map((column) => ({
      header: column.header,
      key: column.key,
      width: column.width,
    }));
    sheet.getRow(1).commit();
    for (let page = await nextPage(); page !== null; page = await nextPage()) {
      for (const values of page) sheet.addRow(values).commit();
      // A client that reads slowly holds back the next page; one that left ends the export.
      if (output.destroyed) return;
      if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), once(output, 'close')]);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    ctx.log.error({ err: error, sheetName }, 'xlsx export failed while writing');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
};

/** Pages read by id after the last row seen, until a page comes back short. */
export const keysetPages = <Row extends { id: number }>(
  pageSize: number,
  read: (afterId: number, limit: number) => Promise<Row[]>,
  toValues: (row: Row) => Record<string, unknown>,
): PageSource => {
  let afterId = 0;
  let done = false;
  return async () => {
    if (done) return null;
    const rows = await read(afterId, pageSize);
    if (rows.length < pageSize) done = true;
    const last = rows.at(-1);
    if (last) afterId = last.id;
    return rows.map(toValues);
  };
};
