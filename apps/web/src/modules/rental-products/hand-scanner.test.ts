import { describe, expect, it } from 'vitest';
import { acceptsScans, createKeystrokeBuffer, isEditableTarget, type Keystroke } from './hand-scanner.ts';

/** Keys typed from `start`, `gap` ms apart (a scanner: a few ms; a person: 100 ms and more). */
const typed = (text: string, start: number, gap: number, enter = true): Keystroke[] => {
  const strokes = [...text].map((key, index) => ({ key, at: start + index * gap }));
  if (enter) strokes.push({ key: 'Enter', at: start + text.length * gap });
  return strokes;
};

const feed = (strokes: Keystroke[], buffer = createKeystrokeBuffer()) =>
  strokes.map((stroke) => buffer.push(stroke)).filter((code) => code !== null);

describe('the hand scanner keystroke logic', () => {
  it('reads a code typed fast and ended by Enter', () => {
    expect(feed(typed('AN-0007', 1000, 8))).toEqual(['AN-0007']);
  });

  it('leaves a person typing alone, even a quick one', () => {
    expect(feed(typed('AN-0007', 1000, 110))).toEqual([]);
    expect(feed(typed('AN-0007', 1000, 45))).toEqual([]);
  });

  it('needs at least four characters', () => {
    expect(feed(typed('AN7', 1000, 5))).toEqual([]);
    expect(feed(typed('AN-7', 1000, 5))).toEqual(['AN-7']);
  });

  it('forgives a few slow key events of a busy machine while most keys come fast', () => {
    const strokes = typed('AN-0007', 1000, 5);
    for (const stroke of strokes.slice(2)) stroke.at += 100;
    for (const stroke of strokes.slice(5)) stroke.at += 110;
    expect(feed(strokes)).toEqual(['AN-0007']);
  });

  it('refuses keys that come mostly at a quick person’s pace', () => {
    const gaps = [10, 60, 50, 70, 10, 55];
    const strokes: Keystroke[] = [{ key: 'A', at: 0 }];
    for (const [index, gap] of gaps.entries()) {
      strokes.push({ key: 'N-00071'[index]!, at: strokes.at(-1)!.at + gap });
    }
    strokes.push({ key: 'Enter', at: strokes.at(-1)!.at + 10 });
    expect(feed(strokes)).toEqual([]);
  });

  it('starts again after a pause: only the fast burst before Enter counts', () => {
    const buffer = createKeystrokeBuffer();
    expect(feed(typed('hello', 0, 150, false), buffer)).toEqual([]);
    expect(feed(typed('FR-0012', 2000, 6), buffer)).toEqual(['FR-0012']);
  });

  it('refuses an Enter pressed long after the burst', () => {
    const strokes = typed('AN-0007', 1000, 5);
    strokes.at(-1)!.at += 500;
    expect(feed(strokes)).toEqual([]);
  });

  it('ignores Shift and other named keys a scanner sends before capitals', () => {
    const strokes: Keystroke[] = [
      { key: 'Shift', at: 0 },
      { key: 'A', at: 2 },
      { key: 'Shift', at: 4 },
      { key: 'N', at: 6 },
      { key: '-', at: 10 },
      { key: '1', at: 14 },
      { key: '2', at: 18 },
      { key: 'Enter', at: 22 },
    ];
    expect(feed(strokes)).toEqual(['AN-12']);
  });

  it('reads two scans in a row', () => {
    const buffer = createKeystrokeBuffer();
    expect(feed([...typed('AN-0001', 0, 5), ...typed('AN-0002', 300, 5)], buffer)).toEqual([
      'AN-0001',
      'AN-0002',
    ]);
  });

  it('tells fields that take typing from the rest of the page', () => {
    const text = document.createElement('input');
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    const area = document.createElement('textarea');
    const button = document.createElement('button');
    expect([text, checkbox, area, button, document.body, null].map(isEditableTarget)).toEqual([
      true,
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(acceptsScans(text)).toBe(false);
    text.setAttribute('data-hand-scanner', 'accept');
    expect(acceptsScans(text)).toBe(true);
  });
});
