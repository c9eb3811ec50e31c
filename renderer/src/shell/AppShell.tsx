import { useWhenIdle } from '../components/use-when-idle';
import { ViewErrorBoundary } from '../components/ViewErrorBoundary';
import { useLabels } from '../queries/labels';
import { routeArea } from '../routing/areas';
import { useRoute } from '../routing/use-route';
import { useApplyTheme } from '../theme/use-apply-theme';
import { ViewRouter } from '../views/ViewRouter';
import { ProfileGate } from './ProfileGate';
import { RetryNotice } from './RetryNotice';
import { SideNav } from './SideNav';
import { MAIN_ID, SkipLink } from './SkipLink';
import { StartupNotices } from './StartupNotices';
import { TopBar } from './TopBar';
import { useShellContext } from './use-shell-context';

export function AppShell() {
  useApplyTheme();
  useLabels();
  const { route, hash } = useRoute();
  const { chainId, network } = useShellContext();
  const afterStartUp = useWhenIdle();

  return (
    <div className="app">
      <SkipLink />
      <TopBar chainId={chainId} />
      <SideNav active={routeArea(route)} ctx={{ chainId, network }} />
      <main id={MAIN_ID} className="main" tabIndex={-1} data-testid="main">
        {afterStartUp && <StartupNotices />}
        <ViewErrorBoundary resetKey={hash}>
          <ProfileGate>
            <RetryNotice />
            <ViewRouter route={route} />
          </ProfileGate>
        </ViewErrorBoundary>
      </main>
    </div>
  );
}
