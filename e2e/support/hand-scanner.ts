import type { Page } from '@playwright/test';

/**
 * Scans a code as a USB hand scanner does (docs/decisions/barcode-scanning.md): its characters,
 * then Enter, with no field focused; answers the gaps the page measured between the key events
 * (for the failure message).
 *
 * The keys are real key events stamped 8 ms apart (Input.dispatchKeyEvent's `timestamp`): a busy
 * machine delays when the page handles them, not when they were typed, as with a real scanner,
 * whose keys the system stamps as they arrive. Playwright's own typing would stamp them when the
 * loaded renderer gets round to them (50 ms apart and more under load: typing, not a scan).
 */
export const scanWithHandScanner = async (page: Page, code: string): Promise<string> => {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const times: number[] = [];
    Object.assign(window, { scanKeyTimes: times });
    window.addEventListener('keydown', (event) => times.push(event.timeStamp), { capture: true });
  });
  const cdp = await page.context().newCDPSession(page);
  const startedAt = Date.now() / 1000;
  const stamped = (index: number) => startedAt + index * 0.008;
  const keys = [...code].map((char) => ({ key: char, text: char })).concat({ key: 'Enter', text: '\r' });
  for (const [index, { key, text }] of keys.entries()) {
    const common = {
      key,
      code: key === 'Enter' ? 'Enter' : undefined,
      windowsVirtualKeyCode: key === 'Enter' ? 13 : key.toUpperCase().charCodeAt(0),
      timestamp: stamped(index),
    };
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text, ...common });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common });
  }
  await cdp.detach();
  const times = await page.evaluate(() => (window as unknown as { scanKeyTimes: number[] }).scanKeyTimes);
  return `key gaps (ms): ${times.slice(1).map((time, index) => Math.round(time - times[index]!))}`;
};
