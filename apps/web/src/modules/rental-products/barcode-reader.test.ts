import { BarcodeFormat, DecodeHintType } from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { cameraProblemOf, readerHints } from './barcode-reader.ts';

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
