import type { ChildProcess } from 'node:child_process';

/**
 * A promise that rejects when the bench's child process (an API server) ends: raced against its
 * start, so that a server that dies while starting fails the bench at once instead of hanging it.
 */
export const endOf = (child: ChildProcess, what: string): Promise<never> => {
  const ended = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${what} ended (${code})`))),
  );
  ended.catch(() => {});
  return ended;
};

/** Ends the child process with SIGTERM and waits until it has exited. */
export const stopChild = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await ended;
};
