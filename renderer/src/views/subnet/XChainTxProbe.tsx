import { isUnavailable } from '@renderer/components/feedback/errors';
import { JsonViewer } from '@renderer/components/viewer/JsonViewer';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useAvmTx } from '@renderer/queries/index-api';
import { routeTo } from '@shared/routing/routes';
import { sameNetwork } from '../validators/validator-model';

/** Where an X-Chain transaction opens: the X-Chain tab of the node view. */
export const xChainTxHref = (txID: string) =>
  `${routeTo('node', {})}?${new URLSearchParams({ tab: 'xchain', xtx: txID })}`;

/**
 * A cb58 id that names no subnet or blockchain may be an X-Chain transaction: the profile's node is
 * asked (avm.getTx) when it is on the same network, and its answer is shown either way.
 */
export function XChainTxProbe({ network, id }: { network: string; id: string }) {
  const profile = useActiveProfile();
  const same = sameNetwork(network, profile.network);
  const query = useAvmTx(same ? id : null, 'json');
  if (!same) {
    return (
      <p className="muted" data-testid="xchain-probe-skipped">
        Not tried as an X-Chain transaction: the active profile’s node is on {profile.network}, not {network}.
      </p>
    );
  }
  if (query.isPending) {
    return (
      <p className="muted" role="status" data-testid="xchain-probe-asking">
        Trying it as an X-Chain transaction (avm.getTx)…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className="muted" data-testid="xchain-probe-missing">
        {isUnavailable(query.error)
          ? 'Not tried as an X-Chain transaction: this node does not offer avm.getTx.'
          : `Not an X-Chain transaction this node knows either (avm.getTx: ${query.error.message}).`}
      </p>
    );
  }
  return (
    <div className="notice notice--ok xchain-probe" data-testid="xchain-probe-found">
      <p>
        <strong>It is an X-Chain transaction.</strong>{' '}
        <a className="link" href={xChainTxHref(id)} data-testid="xchain-probe-link">
          Open it in the X-Chain tab →
        </a>
      </p>
      <JsonViewer value={query.data.tx} expandDepth={1} maxHeight={320} testId="xchain-probe-json" />
    </div>
  );
}
