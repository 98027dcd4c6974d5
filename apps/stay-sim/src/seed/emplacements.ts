import type { Random } from './prng.ts';

/**
 * Names of the places a stay occupies on a campsite: pitches ("A12"), cottages, mobile homes and
 * chalets. Each site hands out each name at most once.
 */
export function emplacementNames(): string[] {
  const names: string[] = [];
  for (const letter of ['A', 'B', 'C', 'D', 'E', 'F']) {
    for (let n = 1; n <= 40; n++) names.push(`${letter}${String(n).padStart(2, '0')}`);
  }
  for (let n = 1; n <= 40; n++) names.push(`Cottage ${n}`, `Mobil-home ${n}`);
  for (let n = 1; n <= 20; n++) names.push(`Chalet ${n}`);
  return names;
}

/** A shuffled pool of the site's free emplacement names, without the reserved ones. */
export function createEmplacementPool(random: Random, reserved: ReadonlySet<string>): () => string {
  const pool = random.shuffle(emplacementNames().filter((name) => !reserved.has(name)));
  let next = 0;
  return () => {
    const name = pool[next++];
    if (name === undefined) throw new Error('No emplacement left: too many clients for one site');
    return name;
  };
}
