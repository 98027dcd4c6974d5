import { useEffect, useRef } from 'react';
import { acceptsScans, createKeystrokeBuffer, isEditableTarget } from '../hand-scanner.ts';

type Listener = { current: (code: string) => void };

/**
 * The screens listening, the latest last: a scan goes to the newest one only, so the product
 * modal opened over the rental page takes the scans while it is open, and the page gets them back
 * when it closes.
 */
const listeners: Listener[] = [];
const buffer = createKeystrokeBuffer();

const handleKeyDown = (event: KeyboardEvent) => {
  const typingField = isEditableTarget(event.target) && !acceptsScans(event.target);
  if (event.ctrlKey || event.altKey || event.metaKey || event.isComposing || typingField) {
    buffer.reset();
    return;
  }
  const code = buffer.push({ key: event.key, at: event.timeStamp });
  const listener = listeners.at(-1);
  if (code !== null && listener) {
    // The Enter ending a scan must not also press the focused button (nor submit the field's form).
    event.preventDefault();
    event.stopPropagation();
    listener.current(code);
  }
};

const subscribe = (listener: Listener) => {
  if (listeners.length === 0) window.addEventListener('keydown', handleKeyDown, { capture: true });
  listeners.push(listener);
  return () => {
    listeners.splice(listeners.indexOf(listener), 1);
    if (listeners.length === 0) {
      window.removeEventListener('keydown', handleKeyDown, { capture: true });
      buffer.reset();
    }
  };
};

/**
 * Listens for a hand scanner (USB or Bluetooth: it types the code fast, then Enter) on the whole
 * page, without a focused field (hand-scanner.ts tells a scan from typing). Typing in a field is
 * left alone, except in a field marked `data-hand-scanner="accept"`, where a scan is caught too. The latest `onCode` is called; when several screens listen, the newest one only.
 */
export function useHandScanner(onCode: (code: string) => void, options?: { enabled?: boolean }): void {
  const enabled = options?.enabled ?? true;
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (!enabled) return;
    const listener: Listener = { current: (code) => onCodeRef.current(code) };
    return subscribe(listener);
  }, [enabled]);
}
