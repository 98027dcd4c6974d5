import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app.tsx';
import { bootPrefetchPaths } from '@/app/boot-prefetch-paths.ts';
import { startI18n } from '@/i18n/i18n.ts';
import { startSessionBoot } from '@/shared/session/session-boot-prefetch.ts';

// The shell's first data (the user's grants, sites and current site) in one call, sent now with a
// stored session rather than once the shell's code is here (issue 28, docs/decisions/boot.md).
if (!window.location.pathname.startsWith('/account')) startSessionBoot();

// The screen's first data and code, asked for now (beside the texts) rather than after the shell
// (issue 28). The code that knows each screen's query is a small chunk of its own, loaded only at
// such a screen's URL: the sign-in page does not carry it.
if (bootPrefetchPaths.includes(window.location.pathname)) {
  import('@/app/boot-prefetch.ts').then(
    ({ startBootPrefetch }) => startBootPrefetch(window.location),
    () => undefined,
  );
}

const container = document.getElementById('root');
if (!container) {
  console.error('Velodesk could not start: the #root element is missing.');
} else {
  // The chosen language's texts are a chunk of their own: render once they are here (a failed
  // load still renders, with the keys, rather than a blank page).
  const render = () =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  startI18n().then(render, (error: unknown) => {
    console.error('Velodesk could not load its texts.', error);
    render();
  });
}
