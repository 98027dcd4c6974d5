import { DeployVersionListScreen } from '@/modules/versions/components/deploy-version-list-screen.tsx';

/** /changelog: the deployed versions. */
export function ChangelogPage() {
  return <DeployVersionListScreen />;
}
