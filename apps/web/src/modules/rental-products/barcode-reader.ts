import { BrowserMultiFormatReader } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType } from '@zxing/library';

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

/** A reader of the camera's frames: one try every 100 ms, a second read of a code after 1.5 s. */
export const createBarcodeReader = (tryHarder: boolean) =>
  new BrowserMultiFormatReader(readerHints(tryHarder), {
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
