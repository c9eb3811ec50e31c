import { PageHeader } from '@renderer/components/PageHeader';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { AREA_INFO } from '@renderer/routing/area-info';
import { navigate } from '@renderer/routing/use-route';
import { useSelectedChainId } from '@renderer/stores/prefs';
import { routeIssues } from '@shared/routing/route-issues';
import { buildHash, type KnownRoute } from '@shared/routing/routes';
import { type FormEvent, useId, useState } from 'react';
import { exampleAddress } from '../examples';

type LookupKind = 'address' | 'tx' | 'nft';

const KINDS: Record<LookupKind, { area: keyof typeof AREA_INFO; field: string; label: string; placeholder: string }> = {
  address: { area: 'address', field: 'address', label: 'Address', placeholder: '0x + 40 hex characters' },
  tx: { area: 'transactions', field: 'txHash', label: 'Transaction hash', placeholder: '0x + 64 hex characters' },
  nft: { area: 'nfts', field: 'contract', label: 'Collection contract', placeholder: '0x + 40 hex characters' },
};

function toRoute(kind: LookupKind, chainId: string, value: string): KnownRoute {
  if (kind === 'address') return { name: 'address', chainId, address: value };
  if (kind === 'tx') return { name: 'tx', chainId, txHash: value };
  return { name: 'nft', chainId, contract: value };
}

/** The entry of an area keyed by an identifier: chain + id, checked before the link is opened. */
export function LookupView({ kind }: { kind: LookupKind }) {
  const profile = useActiveProfile();
  const selectedChain = useSelectedChainId(profile);
  const spec = KINDS[kind];
  const info = AREA_INFO[spec.area];
  const [chainId, setChainId] = useState(selectedChain);
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const route = toRoute(kind, chainId.trim(), value.trim());
    const issues = routeIssues(route);
    if (issues.length > 0) {
      setErrors(Object.fromEntries(issues.map((i) => [i.param, i.message])));
      return;
    }
    navigate(buildHash(route));
  };

  return (
    <div className="view" data-testid={`lookup-${kind}`}>
      <PageHeader eyebrow={info.title} title={`Look up ${spec.label.toLowerCase()}`}>
        {info.summary}
      </PageHeader>
      <form className="card form" onSubmit={submit} noValidate>
        <div className="form__row">
          <label htmlFor={`${id}-chain`}>Chain id</label>
          <input
            id={`${id}-chain`}
            className="input mono input--short"
            value={chainId}
            onChange={(e) => setChainId(e.target.value)}
            aria-invalid={Boolean(errors.chainId)}
            data-testid="lookup-chain"
          />
          {errors.chainId && (
            <span className="field-error" data-testid="lookup-error">
              {errors.chainId}
            </span>
          )}
        </div>
        <div className="form__row">
          <label htmlFor={`${id}-value`}>{spec.label}</label>
          <input
            id={`${id}-value`}
            className="input mono"
            value={value}
            placeholder={spec.placeholder}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={Boolean(errors[spec.field])}
            data-testid="lookup-input"
          />
          {errors[spec.field] && (
            <span className="field-error" data-testid="lookup-error">
              {errors[spec.field]}
            </span>
          )}
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--primary" data-testid="lookup-submit">
            Open
          </button>
          {kind === 'address' && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setValue(exampleAddress(profile.network))}
            >
              Use an example (WAVAX)
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
