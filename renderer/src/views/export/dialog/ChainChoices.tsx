import { useActiveProfile } from '@renderer/queries/active-profile';
import { useIndexedChains } from '@renderer/queries/chains';
import { chainLabel } from '../job-text';

/**
 * The EVM chains of the profile's network that the Data API lists, as checkboxes (a custom chain it does not
 * index cannot be exported). A chain that was asked
 * for (a link, the address view) but is not listed still shows, so it can be seen and unticked.
 */
export function ChainChoices({
  selected,
  onChange,
  describedBy,
}: {
  selected: string[];
  onChange: (chainIds: string[]) => void;
  describedBy?: string;
}) {
  const profile = useActiveProfile();
  const chains = useIndexedChains();
  const listed = (chains.data?.chains ?? [])
    .filter((c) => c.vmName === 'EVM' && c.isTestnet === (profile.network === 'fuji'))
    .map((c) => ({ id: c.chainId, label: `${c.chainName} (${c.chainId})` }));
  const extra = selected.filter((id) => !listed.some((c) => c.id === id)).map((id) => ({ id, label: chainLabel(id) }));
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((c) => c !== id));
  return (
    <fieldset className="chain-choices" aria-label="Chains" aria-describedby={describedBy} data-testid="export-chains">
      {[...listed, ...extra].map((c) => (
        <label key={c.id} className={`chain-choice${selected.includes(c.id) ? ' is-selected' : ''}`}>
          <input
            type="checkbox"
            checked={selected.includes(c.id)}
            onChange={(e) => toggle(c.id, e.target.checked)}
            data-testid={`export-chain-${c.id}`}
          />
          {c.label}
        </label>
      ))}
      {chains.isPending && <span className="muted">Loading the chain list…</span>}
      {chains.isError && <span className="muted">The chain list did not load; chains already chosen are kept.</span>}
    </fieldset>
  );
}
