import { QueryState } from '@renderer/components/feedback/QueryState';
import { KeyValueGrid, type KeyValueRow } from '@renderer/components/layout/KeyValueGrid';
import { Amount } from '@renderer/components/value/Amount';
import { Badge } from '@renderer/components/value/Badge';
import { Duration } from '@renderer/components/value/Duration';
import { HashText } from '@renderer/components/value/HashText';
import { NodeIdText } from '@renderer/components/value/NodeIdText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { JsonViewer } from '@renderer/components/viewer/JsonViewer';
import { formatInteger, formatPercent } from '@renderer/format/number';
import { formatDuration } from '@renderer/format/time';
import { useValidatorDetail } from '@renderer/queries/validators';
import type { DataNetwork } from '@shared/contract/data/common';
import type { PlatformValidator } from '@shared/models/node/platform';
import { DelegatorTable } from './DelegatorTable';
import { OwnerFacts } from './OwnerFacts';
import { ValidatorRewards } from './ValidatorRewards';
import { Connected, NAVAX_DECIMALS, Weight } from './validator-columns';
import {
  nextPeriodOf,
  pChainTxHref,
  secondsLeft,
  sharesPercent,
  type ValidatorRole,
  type ValidatorSetKind,
  validatorRole,
} from './validator-model';

const exactAvax = (value: string) => (
  <Amount value={value} decimals={NAVAX_DECIMALS} maxFractionDigits={9} symbol="AVAX" />
);

const ROLE_LABELS: Record<ValidatorRole, string> = {
  primary: 'Primary-network validator (staked)',
  'auto-renewed': 'Primary-network validator, renewed automatically',
  l1: 'L1 validator (pays a continuous fee from its balance)',
  poa: 'Permissioned (PoA) validator: a weight set by the subnet owner, no stake',
};

/** An auto-renewed validator's next period and how much of its reward it restakes. */
function autoRenewalRows(v: PlatformValidator, network: string): (KeyValueRow | false)[] {
  const next = nextPeriodOf(v);
  const restaked = sharesPercent(v.autoCompoundRewardShares);
  return [
    {
      label: 'Next period',
      hint: 'nextPeriod: starts when the current one ends',
      testId: 'detail-next-period',
      value: next ? (
        <>
          {formatDuration(next.seconds, 1)} · <Timestamp value={next.start} /> <span className="muted">→</span>{' '}
          <Timestamp value={next.end} />
        </>
      ) : (
        <span className="mono">{v.nextPeriod ?? '—'}</span>
      ),
    },
    v.autoCompoundRewardShares !== undefined && {
      label: 'Rewards restaked',
      hint: 'autoCompoundRewardShares, in millionths',
      testId: 'detail-auto-compound',
      value: restaked === null ? v.autoCompoundRewardShares : formatPercent(restaked, { digits: 4 }),
    },
    {
      label: 'Validator authority',
      hint: 'may change this validator’s renewal config',
      value: v.validatorAuthority ? (
        <OwnerFacts owner={v.validatorAuthority} network={network} testId="detail-validator-authority" />
      ) : (
        <span className="muted">none</span>
      ),
    },
  ];
}

/** Every field the node gave for one validator, in reading order; absent fields leave no row. */
function validatorFacts(v: PlatformValidator, kind: ValidatorSetKind, network: string): (KeyValueRow | false)[] {
  const popKey = v.signer?.proofOfPossession ?? v.signer?.proofOfPosession;
  const role = validatorRole(v, kind);
  return [
    {
      label: 'Kind',
      value: (
        <span data-testid="detail-role" data-role={role}>
          {ROLE_LABELS[role]}
        </span>
      ),
    },
    { label: 'Node ID', value: <NodeIdText nodeId={v.nodeID} truncate={false} testId="detail-node-id" /> },
    !!v.txID && {
      label: 'Transaction',
      hint: 'the validator transaction',
      value: <HashText value={v.txID} href={pChainTxHref(v.txID)} full testId="detail-txid" />,
    },
    !!v.validationID && {
      label: 'Validation ID',
      value: <HashText value={v.validationID} full testId="detail-validation-id" />,
    },
    {
      label: kind === 'primary' ? 'Stake' : 'Weight',
      value: kind === 'primary' ? exactAvax(v.weight) : <Weight value={v.weight} kind={kind} />,
      testId: 'detail-weight',
    },
    role === 'poa' && {
      label: 'Stake',
      testId: 'detail-no-stake',
      value: <span className="muted">none: permissioned validators are added with a weight, without staking</span>,
    },
    v.stakeAmount !== undefined &&
      v.stakeAmount !== v.weight && { label: 'Stake amount', value: exactAvax(v.stakeAmount) },
    { label: 'Start', value: <Timestamp value={v.startTime} /> },
    !!v.endTime && {
      label: 'End',
      value: (
        <>
          <Timestamp value={v.endTime} /> <span className="muted">·</span>{' '}
          <Duration until={v.endTime} endedLabel="ended" />
          {(secondsLeft(v.endTime, Date.now()) ?? 0) > 0 && ' left'}
        </>
      ),
    },
    ...(role === 'auto-renewed' ? autoRenewalRows(v, network) : []),
    v.uptime !== undefined && { label: 'Uptime', hint: 'as this node observes it', value: formatPercent(v.uptime) },
    v.connected !== undefined && { label: 'Connected', value: <Connected value={v.connected} /> },
    v.delegationFee !== undefined && { label: 'Delegation fee', value: formatPercent(v.delegationFee) },
    v.potentialReward !== undefined && { label: 'Potential reward', value: exactAvax(v.potentialReward) },
    v.accruedDelegateeReward !== undefined && {
      label: 'Accrued delegatee reward',
      value: exactAvax(v.accruedDelegateeReward),
    },
    v.delegatorCount !== undefined && { label: 'Delegators', value: formatInteger(v.delegatorCount) },
    v.delegatorWeight !== undefined && { label: 'Delegated stake', value: exactAvax(v.delegatorWeight) },
    !!v.signer && {
      label: 'Signer BLS key',
      value: <HashText value={v.signer.publicKey} full copyLabel="Copy BLS public key" testId="detail-bls-key" />,
    },
    !!popKey && {
      label: 'Proof of possession',
      value: <HashText value={popKey} full copyLabel="Copy proof of possession" testId="detail-bls-pop" />,
    },
    !!v.publicKey && {
      label: 'BLS public key',
      value: <HashText value={v.publicKey} full copyLabel="Copy BLS public key" testId="detail-public-key" />,
    },
    !!v.validationRewardOwner && {
      label: 'Validation reward owner',
      value: <OwnerFacts owner={v.validationRewardOwner} network={network} testId="detail-validation-owner" />,
    },
    !!v.delegationRewardOwner && {
      label: 'Delegation reward owner',
      value: <OwnerFacts owner={v.delegationRewardOwner} network={network} testId="detail-delegation-owner" />,
    },
    !!v.remainingBalanceOwner && {
      label: 'Remaining balance owner',
      value: <OwnerFacts owner={v.remainingBalanceOwner} network={network} />,
    },
    !!v.deactivationOwner && {
      label: 'Deactivation owner',
      value: <OwnerFacts owner={v.deactivationOwner} network={network} />,
    },
    v.balance !== undefined && {
      label: 'Balance',
      hint: 'left for the continuous fee',
      value: exactAvax(v.balance),
    },
    v.minNonce !== undefined && { label: 'Min nonce', value: <span className="mono">{v.minNonce}</span> },
  ];
}

/** One validator with all its fields and its delegators (asked for by node id, the only way the node lists them). */
export function ValidatorDetail({
  network,
  subnetId,
  nodeId,
  kind,
  setName,
  isOwnNode,
  onClose,
}: {
  network: DataNetwork;
  subnetId: string | null;
  nodeId: string;
  kind: ValidatorSetKind;
  setName: string;
  /** The profile's own node: said in the title. */
  isOwnNode: boolean;
  onClose: () => void;
}) {
  const query = useValidatorDetail(subnetId, nodeId);
  return (
    <section className="card validator-detail" data-testid="validator-detail" aria-label={`Validator ${nodeId}`}>
      <h2 className="card__title">
        Validator
        {isOwnNode && (
          <Badge tone="info" testId="validator-detail-mine">
            this node
          </Badge>
        )}
        <span className="card__tools">
          {query.isFetching && !query.isPending && <span className="muted">Updating…</span>}
          <button
            type="button"
            className="button button--quiet"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            Refresh
          </button>
          <button type="button" className="button button--quiet" onClick={onClose} data-testid="validator-detail-close">
            Close
          </button>
        </span>
      </h2>
      <QueryState
        query={query}
        what="The validator set"
        isEmpty={(data) => !data.validators?.length}
        empty={
          <span data-testid="validator-detail-missing">
            <code className="mono">{nodeId}</code> is not a current validator of {setName}.
          </span>
        }
      >
        {(data) => {
          const v = data.validators?.[0] as PlatformValidator;
          return (
            <>
              <KeyValueGrid rows={validatorFacts(v, kind, network)} testId="validator-facts" />
              {(v.delegators !== undefined || kind === 'primary') && (
                <div className="validator-detail__delegators">
                  <h3 className="validator-detail__subtitle">
                    Delegators <span className="muted">({(v.delegators ?? []).length})</span>
                  </h3>
                  <DelegatorTable delegators={v.delegators ?? []} network={network} />
                </div>
              )}
              {kind === 'primary' && <ValidatorRewards network={network} nodeId={v.nodeID} />}
              <details className="validator-detail__raw">
                <summary>All fields as the node sent them</summary>
                <JsonViewer value={v} expandDepth={1} maxHeight={360} />
              </details>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
