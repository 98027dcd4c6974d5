import { frontChangelogPath } from '@velodesk/contract/api/versions';
import { versionsRoutes } from '@velodesk/contract/routes/versions';
import { callRoute } from '@/shared/api/api-route.ts';

/** The versions calls (back-office spec "About and versions"). */

/** GET /changelog: the back changelog (markdown) of the running API, with its versions. */
export const fetchBackChangelog = (signal?: AbortSignal) =>
  callRoute(versionsRoutes['GET /changelog'], { signal });

/** POST /pdf/generate/editor/certificate/{id}: the editor certificate of a deployed version. */
export const generateEditorCertificate = (deployVersionId: number) =>
  callRoute(versionsRoutes['POST /pdf/generate/editor/certificate/:id'], { params: { id: deployVersionId } });

/** POST /pdf/generate/user/certificate/{siteId}: the user certificate of a site. */
export const generateUserCertificate = (siteId: number) =>
  callRoute(versionsRoutes['POST /pdf/generate/user/certificate/:siteId'], { params: { siteId } });

/** The front changelog as shown: its markdown and the language of the file it came from. */
export interface FrontChangelog {
  language: FrontChangelogLanguage;
  content: string;
}
export type FrontChangelogLanguage = Parameters<typeof frontChangelogPath>[0];

/** The files in the order they are tried: French preferred, English as the fallback (the specs). */
export const frontChangelogLanguages: readonly FrontChangelogLanguage[] = ['fr', 'en'];

/**
 * One changelog file of the web app's own origin (no session: it is a public file), or null when it
 * is missing. A missing file of the built app answers the app's index.html (every unknown path is
 * the web app), so an HTML answer is a missing file too.
 */
const fetchChangelogFile = async (language: FrontChangelogLanguage, signal?: AbortSignal) => {
  const response = await fetch(frontChangelogPath(language), {
    headers: { Accept: 'text/markdown, text/plain' },
    signal,
  });
  if (!response.ok) return null;
  if ((response.headers.get('content-type') ?? '').includes('text/html')) return null;
  return response.text();
};

/**
 * The front changelog: the French file, or the English one when the French is missing or cannot be
 * read. Throws when neither can be read.
 */
export const fetchFrontChangelog = async (signal?: AbortSignal): Promise<FrontChangelog> => {
  let failure: unknown = null;
  for (const language of frontChangelogLanguages) {
    try {
      const content = await fetchChangelogFile(language, signal);
      if (content !== null) return { language, content };
    } catch (error) {
      if (signal?.aborted) throw error;
      failure = error;
    }
  }
  throw failure ?? new Error('No front changelog file.');
};
