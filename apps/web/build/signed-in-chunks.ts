import type { CodeSplittingGroup, ChunkingContext as ModuleGraph } from 'rolldown';

/**
 * The signed-in part of the app in three chunks rather than about a hundred small ones (issue 28,
 * docs/decisions/web-bundles.md): opened at /calendar, the browser read the shell's and the
 * planning's code as a cascade of ~115 files three to five imports deep, and spent longer on the
 * modules than on React and the screen together.
 *
 * - `after-first-render`: what every page loads just after its first render (the language choice
 *   and the server cache around it, the notifications' container), the sign-in page included;
 * - `shell`: what the signed-in shell loads with its route (layout, dialogs, session check, the
 *   signed-in route table, the route guard);
 * - `planning`: the planning screen (the counter's screen, prefetched at boot from the URL) and what
 *   it alone adds. A screen sharing a module with it imports this chunk: a cached file, loaded once.
 *
 * The sign-in page must not grow (issue 28: ≤ 130 KB as sent): what the entry imports statically
 * is never moved, nor what the boot prefetch imports. Each chunk holds only what its roots import
 * statically and neither the entry nor an earlier chunk holds, so it imports those, never the
 * reverse: no cycle. Hence `includeDependenciesRecursively` is off (it would pull the entry's
 * modules in).
 *
 * Measured side by side on 28 November (docs/benchmarks.md): the planning drawn about 20 % sooner
 * cold and 15 % sooner warm than with the ~130 small files. A first try on 27 November was
 * reverted for "no measurable gain": the side-by-side bench of that day favoured whichever build
 * it opened second.
 */

/**
 * The app's source files (from apps/web) each chunk starts from, in order: each chunk takes what its
 * roots import and no earlier chunk (nor the entry) holds. What /calendar loads before the planning
 * is drawn is the entry, the boot prefetch and these chunks (build/calendar-path.test.ts).
 */
export const chunkRoots = {
  // Loaded just after the first render on every page, the sign-in page included (the language
  // choice and the server cache around it, the notifications' container): one file, not thirty.
  'after-first-render': [
    'src/modules/access/components/language-switcher.tsx',
    'src/app/query-provider.tsx',
    'src/ui/notify.tsx',
  ],
  shell: [
    'src/app/shell/shell-layout.tsx',
    'src/app/session/session-boot.ts',
    'src/app/routes/shell-routes.tsx',
    'src/app/guards/require-route.tsx',
  ],
  planning: ['src/pages/planning-page.tsx'],
} as const;
/** The entry (what index.html loads: the sign-in page's size). */
export const entryFile = 'src/main.tsx';
/**
 * Loaded at /calendar before anything else signed in (main.tsx): it sends GET /plannings, so what it
 * imports stays in small chunks of its own (in the planning's chunk, the request waited for it).
 */
export const bootPrefetchFile = 'src/app/boot-prefetch.ts';

/** Whether a module id is this source file of the app. */
const isFile = (id: string, file: string) => id.replaceAll('\\', '/').endsWith(`/apps/web/${file}`);

/** The libraries a chunk starts from besides the app's files: the dialogs' provider, with the shell. */
const packageRoots: Partial<Record<keyof typeof chunkRoots, RegExp>> = {
  shell: /node_modules[\\/]@mantine[\\/]modals[\\/]/,
};

/** The chunks, in order, and whether a module is one each starts from. */
const chunks = (Object.keys(chunkRoots) as Array<keyof typeof chunkRoots>).map((name) => ({
  name,
  isRoot: (id: string) =>
    chunkRoots[name].some((file) => isFile(id, file)) || (packageRoots[name]?.test(id) ?? false),
}));

/** Every module reachable from `start` by static imports (and every import when `all`). */
const reach = (graph: ModuleGraph, start: string[], all: boolean) => {
  const seen = new Set<string>();
  const pending = [...start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    pending.push(...info.importedIds, ...(all ? info.dynamicallyImportedIds : []));
  }
  return seen;
};

/** The chunk of each grouped module, worked out once per build from the module graph. */
const assignChunks = (graph: ModuleGraph, candidates: string[]) => {
  const chunkOf = new Map<string, string>();
  const entryId = candidates.find((id) => isFile(id, entryFile));
  if (!entryId) return chunkOf;
  const everyModule = [...reach(graph, [entryId], true)];
  // What index.html loads and modulepreloads (the sign-in page's size) and the boot prefetch's
  // imports: never moved.
  const taken = reach(graph, [entryId, ...everyModule.filter((id) => isFile(id, bootPrefetchFile))], false);
  for (const { name, isRoot } of chunks) {
    const rootIds = everyModule.filter((id) => isRoot(id) && !taken.has(id));
    // A library's index (Mantine's, the icons') is the entry's and imports all its components, so
    // they all count as taken and stay where Rolldown puts them (small shared chunks): telling which
    // of them the sign-in page really uses would need its imports' names. The app's own modules and
    // the libraries without such an index (TanStack Query, Mantine's dates, zod…) are grouped.
    for (const id of reach(graph, rootIds, false)) {
      if (taken.has(id)) continue;
      chunkOf.set(id, name);
      taken.add(id);
    }
  }
  return chunkOf;
};

/** The code-splitting group of the signed-in part (vite.config.ts). */
export const signedInChunks = (): CodeSplittingGroup => {
  const candidates: string[] = [];
  let chunkOf: Map<string, string> | undefined;
  return {
    debugName: 'signed-in',
    // Every module is a candidate; `name` keeps the grouped ones (null leaves a module alone).
    test: (id) => {
      candidates.push(id);
      return true;
    },
    name: (id, graph) => {
      chunkOf ??= assignChunks(graph, candidates);
      return chunkOf.get(id) ?? null;
    },
    includeDependenciesRecursively: false,
  };
};
