import { ViewErrorBoundary } from '../components/ViewErrorBoundary';
import { routeArea } from '../routing/areas';
import { useRoute } from '../routing/use-route';
import { useApplyTheme } from '../theme/use-apply-theme';
import { ViewRouter } from '../views/ViewRouter';
import { ProfileGate } from './ProfileGate';
import { SideNav } from './SideNav';
import { StartupNotices } from './StartupNotices';
import { TopBar } from './TopBar';
import { useShellContext } from './use-shell-context';

export function AppShell() {
  useApplyTheme();
  const { route, hash } = useRoute();
  const { chainId, network } = useShellContext();

  return (
    <div className="app">
      <TopBar chainId={chainId} />
      <SideNav active={routeArea(route)} ctx={{ chainId, network }} />
      <main className="main" data-testid="main">
        <StartupNotices />
        <ViewErrorBoundary resetKey={hash}>
          <ProfileGate>
            <ViewRouter route={route} />
          </ProfileGate>
        </ViewErrorBoundary>
      </main>
    </div>
  );
}
