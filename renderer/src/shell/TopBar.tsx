import { LogoMark } from '../components/LogoMark';
import { ChainPicker } from './ChainPicker';
import { ProfileSwitcher } from './ProfileSwitcher';
import { RateLimitGauge } from './RateLimitGauge';
import { SearchBox } from './SearchBox';
import { ThemeToggle } from './ThemeToggle';

export function TopBar({ chainId }: { chainId: string }) {
  return (
    <header className="top-bar">
      <a className="brand" href="#/" data-testid="brand-home">
        <LogoMark />
        <span className="brand__name">Snowscope</span>
      </a>
      <SearchBox chainId={chainId} />
      <div className="top-bar__end">
        <RateLimitGauge />
        <ChainPicker selectedChainId={chainId} />
        <ProfileSwitcher />
        <ThemeToggle />
      </div>
    </header>
  );
}
