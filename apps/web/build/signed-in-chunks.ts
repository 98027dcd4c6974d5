import type { ChunkingContext as ModuleGraph, CodeSplittingGroup } from 'rolldown';

/**
 * The signed-in part of the app in two chunks rather than about a hundred (issue 28,
 * docs/decisions/web-bundles.md): opened at /calendar, the browser read the shell's and the
 * planning's code as a cascade of ~115 small files three to five imports deep, and spent longer on
 * the modules than on React and the screen together. Grouped, it reads two files (and the entry's,
 * already there).
 *
 * - `shell`: what the signed-in shell loads with its route (layout, server cache, dialogs, session
 *   check, the signed-in route table, the route guard), less what the sign-in page may load;
 * - `planning`: the planning screen (the counter's screen, prefetched at boot from the URL) and what
 *   it alone adds. A screen sharing a module with it imports this chunk: a cached file, loaded once.
 *
 * The sign-in page must not grow (issue 28: ≤ 130 KB as sent): a module it may load — statically,
 * or by one of its own lazy imports (language choice, notifications, the account pages, the
 * languages' texts) — stays where Rolldown would put it. Only the imports that lead into the
 * signed-in part (`signedInRoots`) are not followed from the entry. Each group holds only what its
 * roots import and nothing of the entry's, so it imports the entry's chunks, never the reverse: no
 * cycle, and `includeDependenciesRecursively` is off (it would pull the entry's modules in).
 */

/** The chunks, in order: each takes what its roots import and no earlier chunk (nor the entry) holds. */
const chunks: Array<{ name: string; roots: RegExp[] }> = [
  {
    // Loaded just after the first render on every page, the sign-in page included (the language
    // choice and the server cache around it, the notifications' container): one file, not thirty.
    name: 'after-first-render',
    roots: [
      /src[\\/]modules[\\/]access[\\/]components[\\/]language-switcher\.tsx$/,
      /src[\\/]app[\\/]query-provider\.tsx$/,
      /src[\\/]ui[\\/]notify\.tsx$/,
    ],
  },
  {
    name: 'shell',
    roots: [
      /src[\\/]app[\\/]shell[\\/]shell-layout\.tsx$/,
      /src[\\/]app[\\/]session[\\/]session-boot\.ts$/,
      /src[\\/]app[\\/]routes[\\/]shell-routes\.tsx$/,
      /src[\\/]app[\\/]guards[\\/]require-route\.tsx$/,
      /node_modules[\\/]@mantine[\\/]modals[\\/]/,
    ],
  },
  { name: 'planning', roots: [/src[\\/]pages[\\/]planning-page\.tsx$/] },
];
const entry = /src[\\/]main\.tsx$/;

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
  const entryId = candidates.find((id) => entry.test(id));
  if (!entryId) return chunkOf;
  const everyModule = [...reach(graph, [entryId], true)];
  // What index.html loads and modulepreloads: never moved (the sign-in page's size).
  const taken = reach(graph, [entryId], false);
  for (const { name, roots } of chunks) {
    const rootIds = everyModule.filter((id) => roots.some((root) => root.test(id)) && !taken.has(id));
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
