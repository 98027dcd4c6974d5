import { once } from 'node:events';
import { Readable } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import type { AppContext } from '../../platform/context.ts';

export interface SheetColumn {
  header: string;
  key: string;
  width: number;
  /** A calendar-date column: its yyyy-mm-dd values are written as Excel dates (dd/mm/yyyy), not text. */
  date?: boolean;
}

/** One page of rows at a time (null: no more), each row keyed by its column's key. */
export type PageSource = () => Promise<Array<Record<string, unknown>> | null>;

/*
 * A one-sheet xlsx written straight into the reply (docs/decisions/accounting-exports.md). The
 * parts and the sheet's XML are the ones exceljs's streaming WorkbookWriter wrote (useStyles and
 * useSharedStrings false: plain cells, strings in the cells), byte for byte for the sheet, without
 * the theme part, plus one cell style for the date columns (dd/mm/yyyy, real Excel dates); the zip is written here with Node's zlib. Why not exceljs itself: its writer
 * makes Row and Cell objects and two buffers per row and hands them on without waiting for the
 * compressor, which raised the API process by 75 to 105 MB during an export of 100,000 invoices;
 * here each row's XML is encoded into one reused buffer that the deflater consumes before more
 * rows are taken (+40 MB, bench/exports.ts).
 */

const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

// What exceljs escapes (utils.xmlEncode): the five XML characters; the control characters XML
// cannot hold are dropped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed.
const xmlUnsafe = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/g;
const xmlEntities: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};
export const xmlText = (text: string): string => text.replace(xmlUnsafe, (char) => xmlEntities[char] ?? '');

/** A, B, …, Z, AA, AB, … */
const columnLetters = (index: number): string => {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
};

/** Excel's day 0 (its serial dates count days from 1899-12-30). */
const excelEpoch = Date.UTC(1899, 11, 30);

/** A yyyy-mm-dd date as Excel's serial day number; null when it is not such a date. */
export const excelSerialDay = (value: string): number | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const millis = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(millis) ? null : (millis - excelEpoch) / 86_400_000;
};

/** The style (cellXfs index of styles.xml) of the date cells: dd/mm/yyyy. */
const dateStyle = 1;

/**
 * One `<c>` per value: numbers and booleans as such, strings in the cell, the yyyy-mm-dd values of
 * a date column as dates (a serial day number styled dd/mm/yyyy); null/undefined: none.
 */
const cellXml = (ref: string, value: unknown, date = false): string => {
  if (value === null || value === undefined) return '';
  if (date && typeof value === 'string') {
    const serial = excelSerialDay(value);
    if (serial !== null) return `<c r="${ref}" s="${dateStyle}"><v>${serial}</v></c>`;
  }
  if (typeof value === 'string') return `<c r="${ref}" t="str"><v>${xmlText(value)}</v></c>`;
  if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  throw new TypeError(`Cell ${ref}: a ${typeof value} cannot be written (string, number or boolean).`);
};

const sheetHead = (columns: SheetColumn[]): string => {
  let cols = '';
  for (let first = 0; first < columns.length; ) {
    let last = first;
    while (last + 1 < columns.length && columns[last + 1]!.width === columns[first]!.width) last += 1;
    cols += `<col min="${first + 1}" max="${last + 1}" width="${columns[first]!.width}" customWidth="1"/>`;
    first = last + 1;
  }
  return (
    `${declaration}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" mc:Ignorable="x14ac" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac">` +
    `<sheetFormatPr defaultRowHeight="15" outlineLevelRow="0" outlineLevelCol="0" x14ac:dyDescent="55"/><cols>${cols}</cols><sheetData>`
  );
};

const sheetTail =
  '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/><pageSetup orientation="portrait" horizontalDpi="4294967295" verticalDpi="4294967295" scale="100" fitToWidth="1" fitToHeight="1"/></worksheet>';

/**
 * The sheet's XML, one page at a time: each page is the rows' XML, made row by row as the writer
 * takes them (a row's string lives until it is copied into the writer's buffer).
 */
async function* sheetXml(columns: SheetColumn[], nextPage: PageSource): AsyncGenerator<Iterable<string>> {
  const letters = columns.map((_, index) => columnLetters(index));
  const spans = `1:${columns.length}`;
  const dates = columns.map((column) => column.date === true);
  const rowXml = (r: number, cells: (index: number) => unknown, header = false): string => {
    let xml = `<row r="${r}" spans="${spans}" x14ac:dyDescent="0.25">`;
    for (let index = 0; index < columns.length; index++)
      xml += cellXml(`${letters[index]}${r}`, cells(index), !header && dates[index]);
    return `${xml}</row>`;
  };
  yield [sheetHead(columns) + rowXml(1, (index) => columns[index]!.header, true)];
  let r = 2;
  for (let page = await nextPage(); page !== null; page = await nextPage()) {
    const rows = page;
    yield (function* () {
      for (const values of rows) yield rowXml(r++, (index) => values[columns[index]!.key]);
    })();
  }
  yield [sheetTail];
}

const workbookParts = (sheetNames: string[], now: Date): Array<[string, string]> => {
  const names = sheetNames.map(xmlText);
  const numbers = names.map((_, index) => index + 1);
  const at = `${now.toISOString().slice(0, 19)}Z`;
  return [
    [
      '[Content_Types].xml',
      `${declaration}\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${numbers.map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${declaration}\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/></Relationships>`,
    ],
    [
      'docProps/app.xml',
      `${declaration}\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>Microsoft Excel</Application><DocSecurity>0</DocSecurity><ScaleCrop>false</ScaleCrop><HeadingPairs><vt:vector size="2" baseType="variant"><vt:variant><vt:lpstr>Worksheets</vt:lpstr></vt:variant><vt:variant><vt:i4>${names.length}</vt:i4></vt:variant></vt:vector></HeadingPairs><TitlesOfParts><vt:vector size="${names.length}" baseType="lpstr">${names.map((name) => `<vt:lpstr>${name}</vt:lpstr>`).join('')}</vt:vector></TitlesOfParts><Company></Company><LinksUpToDate>false</LinksUpToDate><SharedDoc>false</SharedDoc><HyperlinksChanged>false</HyperlinksChanged><AppVersion>16.0300</AppVersion></Properties>`,
    ],
    [
      'docProps/core.xml',
      `${declaration}\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>Velodesk</dc:creator><cp:lastModifiedBy>Velodesk</cp:lastModifiedBy><dcterms:created xsi:type="dcterms:W3CDTF">${at}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${at}</dcterms:modified></cp:coreProperties>`,
    ],
    [
      'xl/workbook.xml',
      `${declaration}\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" mc:Ignorable="x15" xmlns:x15="http://schemas.microsoft.com/office/spreadsheetml/2010/11/main"><fileVersion appName="xl" lastEdited="5" lowestEdited="5" rupBuild="9303"/><workbookPr defaultThemeVersion="164011" filterPrivacy="1"/><sheets>${names.map((name, index) => `<sheet sheetId="${index + 1}" name="${name}" state="visible" r:id="rId${index + 2}"/>`).join('')}</sheets><calcPr calcId="171027"/></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${declaration}\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>${numbers.map((n) => `<Relationship Id="rId${n + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('')}</Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${declaration}\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" mc:Ignorable="x14ac x16r2" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac" xmlns:x16r2="http://schemas.microsoft.com/office/spreadsheetml/2015/02/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts><fonts x14ac:knownFonts="1" count="1"><font><color theme="1"/><family val="2"/><scheme val="minor"/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles><dxfs count="0"/><tableStyles count="0" defaultTableStyle="TableStyleMedium2" defaultPivotStyle="PivotStyleLight16"/><extLst><ext uri="{EB79DEF2-80B8-43e5-95BD-54CBDDF9020C}" xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main"><x14:slicerStyles defaultSlicerStyle="SlicerStyleLight1"/></ext><ext uri="{9260A510-F301-46a8-8635-F512D64BE5F5}" xmlns:x15="http://schemas.microsoft.com/office/spreadsheetml/2010/11/main"><x15:timelineStyles defaultTimelineStyle="TimeSlicerStyleLight1"/></ext></extLst></styleSheet>`,
    ],
  ];
};

/** The sheet's XML is handed to the deflater in pieces of about this size. */
const writeBufferBytes = 256 * 1024;

interface ZipEntry {
  name: Buffer;
  offset: number;
  crc: number;
  size: number;
  compressedSize: number;
}

/**
 * A zip written front to back (deflate, sizes and CRC in a data descriptor after each entry, the
 * central directory at the end), as streaming zip writers do; no zip64 (an export stays far
 * below 4 GB).
 */
class ZipWriter {
  private readonly entries: ZipEntry[] = [];
  private offset = 0;
  private readonly dosTime: number;
  private readonly dosDate: number;

  constructor(now: Date) {
    this.dosTime = (now.getUTCHours() << 11) | (now.getUTCMinutes() << 5) | (now.getUTCSeconds() >> 1);
    this.dosDate = ((now.getUTCFullYear() - 1980) << 9) | ((now.getUTCMonth() + 1) << 5) | now.getUTCDate();
  }

  private counted(buffer: Buffer): Buffer {
    this.offset += buffer.length;
    return buffer;
  }

  private begin(name: string): [ZipEntry, Buffer] {
    const entry: ZipEntry = {
      name: Buffer.from(name),
      offset: this.offset,
      crc: 0,
      size: 0,
      compressedSize: 0,
    };
    this.entries.push(entry);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: deflate
    header.writeUInt16LE(0x0008, 6); // sizes and CRC in the data descriptor
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(this.dosTime, 10);
    header.writeUInt16LE(this.dosDate, 12);
    header.writeUInt16LE(entry.name.length, 26);
    return [entry, this.counted(Buffer.concat([header, entry.name]))];
  }

  private descriptor(entry: ZipEntry): Buffer {
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    return this.counted(descriptor);
  }

  /** A small entry, compressed at once. */
  file(name: string, text: string): Buffer[] {
    const [entry, header] = this.begin(name);
    const data = Buffer.from(text);
    const compressed = this.counted(deflateRawSync(data));
    entry.crc = crc32(data);
    entry.size = data.length;
    entry.compressedSize = compressed.length;
    return [header, compressed, this.descriptor(entry)];
  }

  /**
   * An entry whose text comes page by page, string by string: the strings are encoded one after
   * the other into one buffer (reused), handed to the deflater when nearly full, and the next
   * string is taken only once the deflater consumed the buffer and its output was taken.
   */
  async *streamed(name: string, pages: AsyncIterable<Iterable<string>>): AsyncGenerator<Buffer> {
    const [entry, header] = this.begin(name);
    yield header;
    const deflate = createDeflateRaw();
    const output: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => output.push(chunk));
    // Errors come back through the write callback and `once`; this listener keeps them from
    // being thrown as uncaught.
    deflate.on('error', () => {});
    const taken = () => {
      const chunks = output.splice(0);
      for (const chunk of chunks) entry.compressedSize += this.counted(chunk).length;
      return chunks;
    };
    let input = Buffer.allocUnsafe(writeBufferBytes);
    let used = 0;
    const flush = async () => {
      const chunk = input.subarray(0, used);
      entry.crc = crc32(chunk, entry.crc);
      entry.size += used;
      used = 0;
      await new Promise<void>((resolve, reject) =>
        deflate.write(chunk, (error) => (error ? reject(error) : resolve())),
      );
    };
    try {
      for await (const page of pages) {
        for (const text of page) {
          // At most 3 bytes of UTF-8 per UTF-16 unit.
          if (used + text.length * 3 > input.length) {
            if (used > 0) {
              await flush();
              yield* taken();
            }
            if (text.length * 3 > input.length) input = Buffer.allocUnsafe(text.length * 3);
          }
          used += input.write(text, used, 'utf8');
        }
      }
      if (used > 0) await flush();
      const ended = once(deflate, 'end');
      deflate.end();
      await ended;
      yield* taken();
    } finally {
      deflate.destroy();
    }
    yield this.descriptor(entry);
  }

  /** The central directory and its end record. */
  end(): Buffer {
    const start = this.offset;
    const records = this.entries.map((entry) => {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4); // made by: MS-DOS, zip 2.0
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(0x0008, 8);
      record.writeUInt16LE(8, 10);
      record.writeUInt16LE(this.dosTime, 12);
      record.writeUInt16LE(this.dosDate, 14);
      record.writeUInt32LE(entry.crc, 16);
      record.writeUInt32LE(entry.compressedSize, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      record.writeUInt32LE(entry.offset, 42);
      return Buffer.concat([record, entry.name]);
    });
    const directory = Buffer.concat(records);
    const endRecord = Buffer.alloc(22);
    endRecord.writeUInt32LE(0x06054b50, 0);
    endRecord.writeUInt16LE(this.entries.length, 8);
    endRecord.writeUInt16LE(this.entries.length, 10);
    endRecord.writeUInt32LE(directory.length, 12);
    endRecord.writeUInt32LE(start, 16);
    return this.counted(Buffer.concat([directory, endRecord]));
  }
}

/**
 * Writes one sheet as an xlsx stream: rows come from `nextPage` one page at a time, and the next
 * page is read only when the client took what was written (the stream is pulled: backpressure
 * from the socket to the database), so memory stays flat whatever the number of rows. Answers the
 * stream at once; an error while writing destroys it (the client sees a broken download, the log
 * says why); a client that leaves ends the export.
 */
export const xlsxStream = (
  ctx: Pick<AppContext, 'log' | 'now'>,
  sheetName: string,
  columns: SheetColumn[],
  nextPage: PageSource,
): Readable => xlsxWorkbookStream(ctx, [{ name: sheetName, columns, nextPage }]);

/** One sheet of a workbook: its name, columns and the source of its rows. */
export interface SheetSource {
  name: string;
  columns: SheetColumn[];
  nextPage: PageSource;
}

/** The same with several sheets, written one after the other (the payments and the deposits). */
export const xlsxWorkbookStream = (ctx: Pick<AppContext, 'log' | 'now'>, sheets: SheetSource[]): Readable => {
  const now = ctx.now();
  async function* chunks(): AsyncGenerator<Buffer> {
    try {
      const zip = new ZipWriter(now);
      for (const [name, text] of workbookParts(
        sheets.map((sheet) => sheet.name),
        now,
      ))
        yield* zip.file(name, text);
      for (const [index, sheet] of sheets.entries()) {
        yield* zip.streamed(`xl/worksheets/sheet${index + 1}.xml`, sheetXml(sheet.columns, sheet.nextPage));
      }
      yield zip.end();
    } catch (error) {
      ctx.log.error(
        { err: error, sheetName: sheets.map((sheet) => sheet.name).join(', ') },
        'xlsx export failed while writing',
      );
      throw error;
    }
  }
  return Readable.from(chunks());
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
