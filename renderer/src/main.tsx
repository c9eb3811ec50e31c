import { parseHash } from '@shared/routing/routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { captureBrowserToken } from './api';
import { listenToDesktop } from './desktop/desktop-events';
import { prefetchProfiles } from './queries/profiles';
import { createQueryClient } from './queries/query-client';
import { AppShell } from './shell/AppShell';
import { prefetchView } from './views/view-chunks';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/components.css';
import './styles/views.css';

// Before anything renders: take the browser-mode token out of the address bar, and start listening for
// the desktop app's links and menu commands.
captureBrowserToken();
listenToDesktop();
// A deep link's view code and the profiles (every view waits for the active one) load side by side,
// while React is still starting.
prefetchView(parseHash(window.location.hash));
const queryClient = createQueryClient();
prefetchProfiles(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppShell />
    </QueryClientProvider>
  </StrictMode>,
);
