import { hashOnChain, routeChainId } from '@renderer/routing/chain-routes';
import { groupChains } from '@renderer/shell/chain-picker-model';
import { chainId as chainIdSchema } from '@shared/contract/data/common';
import type { ChainInfo } from '@shared/models/data/chains';
import type { Profile } from '@shared/models/profile';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { QueryError } from '../components/feedback/QueryError';
import { Skeleton } from '../components/Skeleton';
import { TokenLogo } from '../components/TokenLogo';
import { useOutsidePointer } from '../components/use-outside-pointer';
import { ActiveProfileProvider } from '../queries/active-profile';
import { findChain, KNOWN_CHAIN_NAMES, useChains } from '../queries/chains';
import { navigate, useRoute } from '../routing/use-route';
import { usePrefs } from '../stores/prefs';
import '../styles/views/blocks.css';
import { useShellContext } from './use-shell-context';

function NetworkBadge({ chain }: { chain: ChainInfo }) {
  return (
    <span className={`badge badge--${chain.isTestnet ? 'fuji' : 'mainnet'}`} data-testid="chain-network">
      {chain.isTestnet ? 'testnet' : 'mainnet'}
    </span>
  );
}

/**
 * The EVM chain of the top bar. It shows the chain of the current route (else the profile's chosen one);
 * choosing stores the chain for the profile and, on an EVM route, opens the same view on that chain.
 */
export function ChainPicker({ selectedChainId }: { selectedChainId: string }) {
  const { profile } = useShellContext();
  const { route } = useRoute();
  const fromRoute = routeChainId(route);
  const shown = fromRoute !== undefined && chainIdSchema.safeParse(fromRoute).success ? fromRoute : selectedChainId;
  if (!profile) {
    return (
      <div className="chain-picker">
        <button type="button" className="chain-picker__button" disabled data-testid="chain-picker-button">
          <span className="chain-picker__name">Chain {shown}</span>
        </button>
      </div>
    );
  }
  return (
    <ActiveProfileProvider profile={profile}>
      <ChainMenu profile={profile} chainId={shown} />
    </ActiveProfileProvider>
  );
}

function ChainMenu({ profile, chainId }: { profile: Profile; chainId: string }) {
  const [open, setOpen] = useState(false);
  // The list is fetched on first interest (hover, focus, open), not with every page: views that must
  // make no request for bad input stay silent. Once cached it names the chain on the button.
  const [wanted, setWanted] = useState(false);
  const [filter, setFilter] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const chains = useChains(wanted || open);
  const setChainForProfile = usePrefs((s) => s.setChainForProfile);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (chain: ChainInfo) => `${baseId}-chain-${chain.chainId}`;

  const list = chains.data?.chains;
  const current = findChain(list, chainId);
  const name = current?.chainName ?? KNOWN_CHAIN_NAMES[chainId] ?? `Chain ${chainId}`;
  const groups = useMemo(() => groupChains(list ?? [], filter), [list, filter]);
  const flat = useMemo(() => groups.flatMap((g) => g.chains), [groups]);
  const active = flat.find((c) => c.chainId === activeId) ?? flat[0];

  const dismiss = useCallback(() => setOpen(false), []);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const openMenu = () => {
    setWanted(true);
    setFilter('');
    setActiveId(current?.chainId ?? null);
    setOpen(true);
  };
  const choose = (chain: ChainInfo) => {
    setChainForProfile(profile.id, chain.chainId);
    const next = hashOnChain(window.location.hash, chain.chainId);
    if (next) navigate(next);
    close(true);
  };

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  useOutsidePointer(rootRef, open, dismiss);

  const activeDomId = open && active ? optionId(active) : undefined;
  useEffect(() => {
    if (activeDomId) document.getElementById(activeDomId)?.scrollIntoView({ block: 'nearest' });
  }, [activeDomId]);

  const move = (step: number) => {
    if (flat.length === 0) return;
    const at = active ? flat.indexOf(active) : -1;
    const target = flat[(at + step + flat.length) % flat.length];
    if (target) setActiveId(target.chainId);
  };
  const onFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="chain-picker" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="chain-picker__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`EVM chain: ${name} (${chainId}). Change chain`}
        onClick={() => (open ? close(false) : openMenu())}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            openMenu();
          }
        }}
        data-testid="chain-picker-button"
        data-chain-id={chainId}
      >
        {current && <TokenLogo uri={current.chainLogoUri} symbol={current.networkToken.symbol} />}
        <span className="chain-picker__name" data-testid="chain-picker-name">
          {name}
        </span>
        {name !== `Chain ${chainId}` && <span className="chain-picker__id mono">{chainId}</span>}
        <span className="chain-picker__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <div className="chain-picker__popover" data-testid="chain-picker-popover">
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            className="input chain-picker__filter"
            placeholder="Filter by name, chain id or token…"
            aria-label="Filter chains"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeDomId}
            autoComplete="off"
            spellCheck={false}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            onKeyDown={onFilterKeyDown}
            data-testid="chain-picker-filter"
          />
          {chains.isPending ? (
            <div className="chain-picker__loading" aria-busy="true" data-testid="chain-picker-loading">
              <Skeleton size="md" />
              <Skeleton size="md" />
              <Skeleton size="md" />
            </div>
          ) : chains.isError ? (
            <div className="chain-picker__error">
              <QueryError
                error={chains.error}
                title="The chain list could not be loaded"
                onRetry={() => void chains.refetch()}
                retrying={chains.isFetching}
                what="The chain list"
              />
            </div>
          ) : flat.length === 0 ? (
            <p className="chain-picker__empty" data-testid="chain-picker-empty">
              No chain matches “{filter.trim()}”.
            </p>
          ) : (
            <div id={listId} role="listbox" aria-label="EVM chains" className="chain-picker__list">
              {groups.map((group) => (
                // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group", not fieldsets
                <div
                  key={group.id}
                  role="group"
                  aria-labelledby={`${baseId}-group-${group.id}`}
                  data-testid={`chain-group-${group.id}`}
                >
                  <div id={`${baseId}-group-${group.id}`} className="chain-picker__group">
                    {group.label} <span className="chain-picker__count">{group.chains.length}</span>
                  </div>
                  {group.chains.map((chain) => {
                    const selected = chain.chainId === current?.chainId;
                    const isActive = chain === active;
                    return (
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
                      <div
                        key={chain.chainId}
                        id={optionId(chain)}
                        role="option"
                        aria-selected={selected}
                        tabIndex={-1}
                        className={`chain-picker__option${isActive ? ' is-active' : ''}${selected ? ' is-selected' : ''}`}
                        onPointerDown={(e) => e.preventDefault()}
                        onClick={() => choose(chain)}
                        onPointerMove={() => setActiveId(chain.chainId)}
                        data-testid="chain-option"
                        data-chain-id={chain.chainId}
                      >
                        <TokenLogo uri={chain.chainLogoUri} symbol={chain.networkToken.symbol} />
                        <span className="chain-picker__option-name" data-testid="chain-option-name">
                          {chain.chainName}
                        </span>
                        <NetworkBadge chain={chain} />
                        <span className="chain-picker__option-id mono" data-testid="chain-option-id">
                          {chain.chainId}
                        </span>
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          )}
          <div className="chain-picker__footer">
            <span>
              <kbd>↑</kbd>
              <kbd>↓</kbd> move · <kbd>Enter</kbd> choose · <kbd>Esc</kbd> close
            </span>
            <span className="chain-picker__profile" title="The chosen chain is remembered per profile">
              for {profile.name}
            </span>
          </div>
        </div>
      )}
    </div>
  );
}
