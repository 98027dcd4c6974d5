import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  NotFoundException,
  RGBLuminanceSource,
} from '@zxing/library';
import bwipjs from 'bwip-js/browser';
import { describe, expect, it } from 'vitest';
import { cameraProblemOf, FourFormatsReader, readerHints } from './barcode-reader.ts';

describe('the camera reader', () => {
  it('looks for the four formats only, and tries harder when asked', () => {
    expect(readerHints(false).get(DecodeHintType.POSSIBLE_FORMATS)).toEqual([
      BarcodeFormat.CODE_128,
      BarcodeFormat.DATA_MATRIX,
      BarcodeFormat.EAN_13,
      BarcodeFormat.QR_CODE,
    ]);
    expect(readerHints(false).has(DecodeHintType.TRY_HARDER)).toBe(false);
    expect(readerHints(true).get(DecodeHintType.TRY_HARDER)).toBe(true);
  });

  it("tells what a camera's refusal means", () => {
    const problem = (name: string) => cameraProblemOf(new DOMException('', name));
    expect(problem('NotFoundError')).toBe('noCamera');
    expect(problem('OverconstrainedError')).toBe('noCamera');
    expect(problem('NotAllowedError')).toBe('denied');
    expect(problem('SecurityError')).toBe('denied');
    expect(problem('NotReadableError')).toBe('busy');
    expect(cameraProblemOf(new Error('odd'))).toBe('error');
    expect(cameraProblemOf('not an error')).toBe('error');
  });
});

/** A printed code as the camera would see it: black modules of 4 px on white, a quiet zone around. */
const pictureOf = (symbol: string, text: string): BinaryBitmap => {
  const [raw] = bwipjs.raw(symbol, text, {}) as unknown as Array<
    { sbs: number[] } | { pixs: number[]; pixx: number; pixy: number }
  >;
  let rows: boolean[][];
  if (raw && 'sbs' in raw) {
    // A linear code: bars and spaces from its widths (a bar first), 40 modules high.
    const row = raw.sbs.flatMap((width, index) => Array<boolean>(width).fill(index % 2 === 0));
    rows = Array.from({ length: 40 }, () => row);
  } else if (raw) {
    rows = Array.from({ length: raw.pixy }, (_, y) =>
      Array.from({ length: raw.pixx }, (_, x) => raw.pixs[y * raw.pixx + x] === 1),
    );
  } else throw new Error(`bwip-js drew no ${symbol}`);
  const scale = 4;
  const quiet = 12;
  const width = (rows[0]!.length + 2 * quiet) * scale;
  const height = (rows.length + 2 * quiet) * scale;
  const luminances = new Uint8ClampedArray(width * height).fill(255);
  for (const [y, row] of rows.entries())
    for (const [x, dark] of row.entries()) {
      if (!dark) continue;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++)
          luminances[((y + quiet) * scale + dy) * width + (x + quiet) * scale + dx] = 0;
    }
  return new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, width, height)));
};

describe('the four formats reader', () => {
  it('reads a fleet label (CODE 128) and the suppliers’ EAN 13, QR code and DATA MATRIX', () => {
    const reader = new FourFormatsReader();
    const read = (symbol: string, text: string) => {
      const result = reader.decode(pictureOf(symbol, text), readerHints(false));
      return [result.getText(), result.getBarcodeFormat()];
    };
    expect(read('code128', 'VEL-00042')).toEqual(['VEL-00042', BarcodeFormat.CODE_128]);
    expect(read('ean13', '4006381333931')).toEqual(['4006381333931', BarcodeFormat.EAN_13]);
    expect(read('qrcode', 'VEL-00043')).toEqual(['VEL-00043', BarcodeFormat.QR_CODE]);
    expect(read('datamatrix', 'VEL-00044')).toEqual(['VEL-00044', BarcodeFormat.DATA_MATRIX]);
  });

  it('finds nothing in a blank frame, and nothing of the formats it does not read (a PDF 417)', () => {
    const reader = new FourFormatsReader();
    const blank = new BinaryBitmap(
      new HybridBinarizer(new RGBLuminanceSource(new Uint8ClampedArray(200 * 100).fill(255), 200, 100)),
    );
    expect(() => reader.decode(blank, readerHints(true))).toThrow(NotFoundException);
    expect(() => reader.decode(pictureOf('pdf417', 'VEL-00045'), readerHints(false))).toThrow(
      NotFoundException,
    );
  });
});
