import { BrowserCodeReader } from '@zxing/browser';
import {
  BarcodeFormat,
  type BinaryBitmap,
  Code128Reader,
  DataMatrixReader,
  DecodeHintType,
  EAN13Reader,
  NotFoundException,
  QRCodeReader,
  type Reader,
  type Result,
} from '@zxing/library';

/** The four formats the counter scans: the fleet labels' CODE 128, and what suppliers print. */
export const scannedFormats = [
  BarcodeFormat.CODE_128,
  BarcodeFormat.DATA_MATRIX,
  BarcodeFormat.EAN_13,
  BarcodeFormat.QR_CODE,
] as const;

/** zxing's hints: the four formats only (faster, fewer false reads) and, when asked, TRY_HARDER. */
export const readerHints = (tryHarder: boolean): Map<DecodeHintType, unknown> => {
  const hints = new Map<DecodeHintType, unknown>();
  hints.set(DecodeHintType.POSSIBLE_FORMATS, [...scannedFormats]);
  if (tryHarder) hints.set(DecodeHintType.TRY_HARDER, true);
  return hints;
};

/**
 * The four formats' readers and nothing else, tried in turn on a frame. zxing's MultiFormatReader
 * would do the same, but it imports every format zxing knows (PDF 417, Aztec, MaxiCode, RSS…):
 * 450 KB of JavaScript the counter never uses (docs/decisions/barcode-scanning.md).
 */
export class FourFormatsReader implements Reader {
  private readonly readers: Reader[] = [
    new Code128Reader(),
    new EAN13Reader(),
    new QRCodeReader(),
    new DataMatrixReader(),
  ];

  decode(image: BinaryBitmap, hints?: Map<DecodeHintType, unknown> | null): Result {
    for (const reader of this.readers) {
      try {
        return reader.decode(image, hints as Map<DecodeHintType, never>);
      } catch {
        // Not this format (or not found in this frame): the next reader tries.
      }
    }
    throw new NotFoundException();
  }

  reset(): void {
    for (const reader of this.readers) reader.reset();
  }
}

/** A reader of the camera's frames: one try every 100 ms, a second read of a code after 1.5 s. */
export const createBarcodeReader = (tryHarder: boolean) =>
  new BrowserCodeReader(new FourFormatsReader(), readerHints(tryHarder), {
    delayBetweenScanAttempts: 100,
    delayBetweenScanSuccess: 1500,
  });

export type CameraProblem = 'unsupported' | 'noCamera' | 'denied' | 'busy' | 'error';

/** What getUserMedia's refusal means for the person at the counter. */
export const cameraProblemOf = (error: unknown): CameraProblem => {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return 'noCamera';
  }
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'error';
};
