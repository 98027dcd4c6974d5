import { HomeDashboard } from '@/modules/home/components/home-dashboard.tsx';

export function HomePage() {
  return <HomeDashboard />;
}
