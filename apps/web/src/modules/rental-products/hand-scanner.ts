/**
 * A USB or Bluetooth barcode scanner is a keyboard: it types the code's characters a few
 * milliseconds apart, then Enter. A person types far slower (100 ms and more between keys), so the
 * timing tells the two apart (docs/decisions/barcode-scanning.md). Pure: the hook feeds it the
 * keydown events' key and time stamp, the tests feed it made-up times.
 */

export interface HandScannerTiming {
  /**
   * The median gap between the characters of a scan stays under this (a scanner: 5 to 20 ms; a
   * person: 80 ms and more). The median, not the mean: a few late events of a busy machine do not
   * turn a scan into typing.
   */
  medianGapMs: number;
  /** A longer pause starts a new burst (a late key event of a busy machine is forgiven). */
  maxGapMs: number;
  /** Shorter bursts are a person's quick keys, not a code. */
  minLength: number;
}

export const handScannerTiming: HandScannerTiming = { medianGapMs: 35, maxGapMs: 250, minLength: 4 };

export interface Keystroke {
  /** KeyboardEvent.key: one character, or a name such as Enter or Shift. */
  key: string;
  /** KeyboardEvent.timeStamp (ms). */
  at: number;
}

export interface KeystrokeBuffer {
  /**
   * Takes one keydown; answers the code when this key is the Enter that ends a scan, else null.
   * Keys other than single characters and Enter (Shift, which a scanner sends before capitals)
   * are ignored.
   */
  push: (stroke: Keystroke) => string | null;
  reset: () => void;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const createKeystrokeBuffer = (timing: HandScannerTiming = handScannerTiming): KeystrokeBuffer => {
  let chars: string[] = [];
  let gaps: number[] = [];
  let lastAt = 0;

  const reset = () => {
    chars = [];
    gaps = [];
  };

  const push = ({ key, at }: Keystroke): string | null => {
    if (key === 'Enter') {
      const code = chars.join('');
      const count = chars.length;
      const tooSlow = count < 2 || at - lastAt > timing.maxGapMs || median(gaps) > timing.medianGapMs;
      reset();
      if (count < timing.minLength || tooSlow || code.trim() === '') return null;
      return code;
    }
    if (key.length !== 1) return null;
    if (chars.length > 0 && at - lastAt > timing.maxGapMs) reset();
    if (chars.length > 0) gaps.push(at - lastAt);
    chars.push(key);
    lastAt = at;
    return null;
  };

  return { push, reset };
};

/**
 * A field that takes a scan as well as typing (the picker's number field): a scan typed into it
 * is caught like one typed on the page. Set as `data-hand-scanner="accept"`.
 */
export const acceptsScansAttribute = 'data-hand-scanner';

export const acceptsScans = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && target.getAttribute(acceptsScansAttribute) === 'accept';

/** Whether a keydown's target takes typing itself (the scanner hook then leaves the keys alone). */
export const isEditableTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(
      target.type,
    );
  }
  return false;
};
