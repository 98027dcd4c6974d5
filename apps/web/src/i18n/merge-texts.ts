/** A tree of interface texts as the JSON files hold them. */
export type TextTree = { [key: string]: string | TextTree };

/** Deep-merges a module's texts into the shared ones (a module may add keys, never replace them). */
export const mergeTexts = (base: TextTree, extra: TextTree): TextTree => {
  const merged: TextTree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = merged[key];
    merged[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeTexts(existing, value) : value;
  }
  return merged;
};

/**
 * One language's texts: the shared file of this folder and each business module's
 * `modules/<domain>/i18n/<language>.json` (in the order of their paths).
 */
export const withModuleTexts = (shared: TextTree, moduleFiles: Record<string, TextTree>): TextTree =>
  Object.entries(moduleFiles)
    .sort(([a], [b]) => a.localeCompare(b))
    .reduce((tree, [, texts]) => mergeTexts(tree, texts), shared);
