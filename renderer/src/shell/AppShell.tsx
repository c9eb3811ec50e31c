import { Announcer } from '../components/feedback/Announcer';
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

/**
 * The frame around every view. What it keeps current that no view draws (the theme, the label store, the
 * notices deferred past start-up) lives in leaf components: a change there re-renders the leaf, not the
 * shell and the whole view under it (the labels answer and the idle moment both arrive during start-up).
 */
export function AppShell() {
  const { route, hash } = useRoute();
  const { chainId, network } = useShellContext();

  return (
    <div className="app">
      <ThemeFromPrefs />
      <LabelsIntoStore />
      <SkipLink />
      <TopBar chainId={chainId} />
      <SideNav active={routeArea(route)} ctx={{ chainId, network }} />
      <main id={MAIN_ID} className="main" tabIndex={-1} data-testid="main">
        <StartupNoticesWhenIdle />
        <ViewErrorBoundary resetKey={hash}>
          <ProfileGate>
            <RetryNotice />
            <ViewRouter route={route} />
          </ProfileGate>
        </ViewErrorBoundary>
      </main>
      <Announcer />
    </div>
  );
}

function ThemeFromPrefs() {
  useApplyTheme();
  return null;
}

function LabelsIntoStore() {
  useLabels();
  return null;
}

function StartupNoticesWhenIdle() {
  return useWhenIdle() ? <StartupNotices /> : null;
}
