import {
  CatalogueErrorCode,
  type ProductImportAnswer,
  productImportColumns,
  productImportMaxRows,
} from '@velodesk/contract/api/catalogue';
import type { Violation } from '@velodesk/contract/hydra';
import { ProductStatus } from '@velodesk/contract/ids';
import { type Actor, canSeeSite } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { unprocessable, violationOf } from '../../platform/errors.ts';
import { ref } from '../../platform/hydra.ts';
import { transaction } from '../../platform/transactions.ts';
import { readAllSiteNames } from '../sites/sites.api.ts';
import { accessFeature, settingsFeature } from './catalogue.access.ts';
import {
  allDeclinations,
  allProductStatuses,
  allRanges,
  insertProducts,
  type NewProduct,
  takenNumbers,
} from './catalogue.repository.ts';

/**
 * POST /products/import: a fleet delivery as CSV. Every row is checked; when any row is bad the
 * answer is a 422 listing each problem as a violation whose propertyPath is the row's line
 * ("line 7"), and nothing is imported. Otherwise all rows are inserted in one transaction.
 */

export interface CsvRecord {
  /** Line of the file where the record starts (the header is line 1). */
  line: number;
  fields: string[];
}

/** Reads CSV (RFC 4180 quoting; comma, semicolon or tab, guessed from the header line). */
export const parseCsv = (text: string): CsvRecord[] => {
  const source = text.replace(/^\uFEFF/, '');
  const headerEnd = source.search(/\r?\n/);
  const header = headerEnd === -1 ? source : source.slice(0, headerEnd);
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const);
  const delimiter = counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];

  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (i < source.length) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
      i++;
      continue;
    }
    if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === delimiter) {
      fields.push(field);
      field = '';
    } else if (c === '\r' && source[i + 1] === '\n') {
      i++;
      continue;
    } else if (c === '\n' || c === '\r') {
      endRecord();
      line++;
      recordLine = line;
    } else field += c;
    i++;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records.filter((r) => r.fields.some((f) => f.trim() !== ''));
};

type Column = (typeof productImportColumns)[number];
const requiredColumns: Column[] = ['site', 'range', 'model', 'size', 'internalNumber'];
const key = (value: string) => value.trim().toLowerCase();

const at = (line: number, message: string) => violationOf(`line ${line}`, message);
/** Beyond this many problems the answer says how many more there are instead of listing them. */
const maxListed = 500;

/** A refused import: every problem as a violation, nothing imported. */
const refused = (violations: Violation[]) =>
  unprocessable(violations).withCode(CatalogueErrorCode.importRefused);

/**
 * POST /products/import (application settings): each row's site must be one the user is linked
 * to (a problem of that row otherwise).
 */
export const importProducts = async (
  ctx: AppContext,
  actor: Actor,
  csv: string,
): Promise<ProductImportAnswer> => {
  accessFeature(actor, settingsFeature);
  return transaction(ctx, async (tx) => {
    const records = parseCsv(csv);
    const [header, ...rows] = records;
    if (!header) throw refused([at(1, 'The file is empty: a header line naming the columns is expected.')]);
    const columnAt = new Map<Column, number>();
    const headerProblems: Violation[] = [];
    header.fields.forEach((name, index) => {
      const column = productImportColumns.find((c) => key(c) === key(name));
      if (!column) headerProblems.push(at(header.line, `Unknown column "${name.trim()}".`));
      else if (columnAt.has(column))
        headerProblems.push(at(header.line, `Column "${column}" appears twice.`));
      else columnAt.set(column, index);
    });
    for (const column of requiredColumns) {
      if (!columnAt.has(column)) headerProblems.push(at(header.line, `Missing column "${column}".`));
    }
    if (headerProblems.length > 0) throw refused(headerProblems);
    if (rows.length === 0) throw refused([at(header.line, 'The file has no product line.')]);
    if (rows.length > productImportMaxRows) {
      throw refused([at(header.line, `A file holds at most ${productImportMaxRows} products.`)]);
    }

    const siteRows = await readAllSiteNames(tx);
    const siteByName = new Map(siteRows.map((s) => [key(s.name), s]));
    const rangeRows = await allRanges(tx);
    const rangeByName = new Map(rangeRows.map((r) => [key(r.name), r]));
    const declinationRows = await allDeclinations(tx);
    const declinationByKey = new Map(
      declinationRows.map((d) => [`${d.rangeId}|${key(d.model)}|${key(d.size)}`, d]),
    );
    const statusRows = await allProductStatuses(tx);
    const statusByName = new Map(
      statusRows.flatMap((s) => [[key(s.status), s] as const, [String(s.id), s] as const]),
    );

    const value = (record: CsvRecord, column: Column) => {
      const index = columnAt.get(column);
      return index === undefined ? '' : (record.fields[index] ?? '').trim();
    };
    const internalNumbers = rows.map((r) => value(r, 'internalNumber')).filter((v) => v !== '');
    const serialNumbers = rows.map((r) => value(r, 'serialNumber')).filter((v) => v !== '');
    const takenInternal = await takenNumbers(tx, 'internalNumber', internalNumbers);
    const takenSerial = await takenNumbers(tx, 'serialNumber', serialNumbers);
    const seenInternal = new Map<string, number>();
    const seenSerial = new Map<string, number>();

    const problems: Violation[] = [];
    const values: NewProduct[] = [];
    for (const record of rows) {
      const problem = (message: string) => problems.push(at(record.line, message));
      const before = problems.length;
      if (record.fields.length > header.fields.length) {
        problem(`The line has ${record.fields.length} fields, the header ${header.fields.length}.`);
      }
      const siteName = value(record, 'site');
      const site = siteByName.get(key(siteName));
      if (!siteName) problem('site is required.');
      else if (!site) problem(`Unknown site "${siteName}".`);
      else if (!canSeeSite(actor, site.id)) problem(`You are not linked to the site "${site.name}".`);

      const [rangeName, model, size] = [
        value(record, 'range'),
        value(record, 'model'),
        value(record, 'size'),
      ];
      const range = rangeByName.get(key(rangeName));
      const declination = range ? declinationByKey.get(`${range.id}|${key(model)}|${key(size)}`) : undefined;
      if (!rangeName || !model || !size) problem('range, model and size are required.');
      else if (!range) problem(`Unknown range "${rangeName}".`);
      else if (!declination)
        problem(`No declination "${model}" size "${size}" in the range "${range.name}".`);

      const internalNumber = value(record, 'internalNumber');
      if (!internalNumber) problem('internalNumber is required.');
      else if (internalNumber.length > 50) problem('internalNumber is at most 50 characters.');
      else if (takenInternal.has(key(internalNumber))) {
        problem(`internalNumber "${internalNumber}" is already used by another product.`);
      } else if (seenInternal.has(key(internalNumber))) {
        problem(
          `internalNumber "${internalNumber}" is also on line ${seenInternal.get(key(internalNumber))}.`,
        );
      }
      if (internalNumber && !seenInternal.has(key(internalNumber)))
        seenInternal.set(key(internalNumber), record.line);

      const serialNumber = value(record, 'serialNumber');
      if (serialNumber.length > 80) problem('serialNumber is at most 80 characters.');
      else if (serialNumber && takenSerial.has(key(serialNumber))) {
        problem(`serialNumber "${serialNumber}" is already used by another product.`);
      } else if (serialNumber && seenSerial.has(key(serialNumber))) {
        problem(`serialNumber "${serialNumber}" is also on line ${seenSerial.get(key(serialNumber))}.`);
      }
      if (serialNumber && !seenSerial.has(key(serialNumber))) seenSerial.set(key(serialNumber), record.line);

      const statusName = value(record, 'status');
      const status = statusName ? statusByName.get(key(statusName)) : undefined;
      if (statusName && !status) problem(`Unknown status "${statusName}".`);

      if (problems.length === before && site && declination) {
        values.push({
          siteId: site.id,
          declinationId: declination.id,
          internalNumber,
          serialNumber: serialNumber || null,
          statusId: status?.id ?? ProductStatus.inCarton,
        });
      }
    }
    if (problems.length > 0) {
      const listed = problems.slice(0, maxListed);
      if (problems.length > maxListed) {
        listed.push(violationOf('file', `${problems.length - maxListed} more problems are not listed.`));
      }
      throw refused(listed);
    }

    const created = (await insertProducts(tx, values)).map((id) => ref('products', id));
    return { imported: created.length, products: created };
  });
};
