import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

/**
 * The built planning answers of one API process (docs/decisions/planning-answer.md): kept per
 * (site, window, range) with the planning version they were read at (migration 0008: a counter
 * that every committed write to a table the planning reads bumps). An answer is served again only
 * while the database's version is still the same; identical loads at the same moment share one
 * query (ten users opening the same planning run it once).
 */
export interface PlanningAnswer {
  /** The planning version the answer was read at. */
  version: bigint;
  text: string;
  /** The gzipped text, made once on the first request that accepts gzip. */
  gzipped(): Promise<Buffer>;
}

const gzipText = promisify(gzip);

/** At most this many answers are kept (the least recently used goes first). */
const maxAnswers = 16;
/** And at most this many characters of answers in all (one 2,000-product month is about 1.8 M). */
const maxCharacters = 48_000_000;

export interface PlanningCache {
  /**
   * The answer for `key` as of `version` (the database's version read by the caller just now):
   * kept when it was read at that version, else the answer of a load under way that started at
   * that version or later, else a new load.
   */
  answer(
    key: string,
    version: bigint,
    load: () => Promise<{ version: bigint; text: string }>,
  ): Promise<PlanningAnswer>;
}

const answerOf = (version: bigint, text: string): PlanningAnswer => {
  let zipped: Promise<Buffer> | null = null;
  return {
    version,
    text,
    gzipped: () => {
      zipped ??= gzipText(text);
      return zipped;
    },
  };
};

export const createPlanningCache = (): PlanningCache => {
  const kept = new Map<string, PlanningAnswer>();
  const loading = new Map<string, { from: bigint; promise: Promise<PlanningAnswer> }>();

  const keep = (key: string, answer: PlanningAnswer) => {
    const current = kept.get(key);
    if (current && current.version > answer.version) return;
    kept.delete(key);
    kept.set(key, answer);
    let characters = 0;
    for (const entry of kept.values()) characters += entry.text.length;
    for (const [oldest, entry] of kept) {
      if (kept.size <= maxAnswers && characters <= maxCharacters) break;
      kept.delete(oldest);
      characters -= entry.text.length;
    }
  };

  return {
    async answer(key, version, load) {
      const hit = kept.get(key);
      if (hit && hit.version === version) {
        // Most recently used last.
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      const pending = loading.get(key);
      if (pending && pending.from >= version) return pending.promise;
      const promise = load().then(({ version: readAt, text }) => {
        const answer = answerOf(readAt, text);
        keep(key, answer);
        return answer;
      });
      const entry = { from: version, promise };
      loading.set(key, entry);
      try {
        return await promise;
      } finally {
        if (loading.get(key) === entry) loading.delete(key);
      }
    },
  };
};
