import { Writable } from 'node:stream';

/** Collects what the API logs at error level during a test, so the test can fail on it. */
const errorLogs: string[] = [];

export const errorLogStream = new Writable({
  write(chunk, _encoding, callback) {
    const line = String(chunk);
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      if ((entry.level ?? 0) >= 50) errorLogs.push(`${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim());
    } catch {
      errorLogs.push(line);
    }
    callback();
  },
});

export const takeErrorLogs = (): string[] => errorLogs.splice(0, errorLogs.length);
