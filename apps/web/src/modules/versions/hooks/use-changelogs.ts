import { useQuery } from '@tanstack/react-query';
import { backChangelogKeys, frontChangelogKeys } from '@/shared/data/keys/versions-keys.ts';
import { fetchBackChangelog, fetchFrontChangelog } from '../api/versions-api.ts';

/** A changelog changes only with a deployment: read once per visit of the app. */
const changelogStaleMillis = 60 * 60_000;

/** The running API's back changelog with its versions (GET /changelog). */
export const useBackChangelog = () =>
  useQuery({
    queryKey: backChangelogKeys.detail('current'),
    queryFn: ({ signal }) => fetchBackChangelog(signal),
    staleTime: changelogStaleMillis,
  });

/** The web app's changelog: the French file, else the English one. */
export const useFrontChangelog = () =>
  useQuery({
    queryKey: frontChangelogKeys.detail('current'),
    queryFn: ({ signal }) => fetchFrontChangelog(signal),
    staleTime: changelogStaleMillis,
  });
