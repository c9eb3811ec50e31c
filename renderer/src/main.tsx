// First: evaluated before everything else (in the build, as a script of its own: boot.ts).
import './boot';
import { parseHash } from '@shared/routing/routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { listenToDesktop } from './desktop/desktop-events';
import { prefetchDeepLinkData } from './queries/deep-link-prefetch';
import { settledOrAfter } from './queries/first-data';
import { prefetchProfiles } from './queries/profiles';
import { createQueryClient } from './queries/query-client';
import { AppShell } from './shell/AppShell';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/components.css';
import './styles/views.css';

/** How long the first render waits for a deep link's first answers before it draws the skeleton. */
const FIRST_DATA_WAIT_MS = 120;

// Before anything renders: start listening for the desktop app's links and menu commands. (The browser-mode
// token was taken out of the address bar, and the profiles asked for, by the first import.)
listenToDesktop();
// The profiles (every view waits for the active one) and a deep link's view code were asked for by the boot
// script. Once the active profile is known, the view's first data is asked for too, so it does not wait for
// React and the view's code; when the profiles' answer is already here, that happens before the first render.
const deepLink = window.location.hash;
const route = parseHash(deepLink);
const queryClient = createQueryClient();
const firstData = prefetchProfiles(queryClient).then((profile) =>
  profile ? prefetchDeepLinkData(queryClient, profile, route, deepLink) : undefined,
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppShell />
      </QueryClientProvider>
    </StrictMode>,
  );
// A deep link's first answers usually arrive within a few tens of milliseconds of being asked: the first render
// waits for them, briefly, and draws the view with its data — one render and one layout instead of the view's
// skeleton and then, a frame or two later, everything again (README, "Performance"). Past the wait, the
// skeleton is drawn and the answers fill it in as they come.
void settledOrAfter(firstData, FIRST_DATA_WAIT_MS).then(render);
