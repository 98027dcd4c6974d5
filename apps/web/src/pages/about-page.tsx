import { AboutScreen } from '@/modules/versions/components/about-screen.tsx';

/** /about. */
export function AboutPage() {
  return <AboutScreen />;
}
