import { parseBigInt } from '@renderer/format/number';
import { routeIssues } from '@renderer/routing/route-issues';
import { routeTo } from '@renderer/routing/routes';
import type { DataNetwork } from '@shared/contract/data/common';
import { NETWORKS } from '@shared/contract/data/common';
import type { PlatformValidator } from '@shared/models/node/platform';
import { PRIMARY_NETWORK_ID } from '../examples';

/** Pure rules of the validators view: which set is shown, filters, totals, links. */

export type ValidatorSetKind = 'primary' | 'l1' | 'subnet';
export const CONNECTIONS = ['all', 'connected', 'disconnected'] as const;
export type Connection = (typeof CONNECTIONS)[number];

export const isDataNetwork = (value: string): value is DataNetwork => (NETWORKS as readonly string[]).includes(value);

/** `fuji` and `testnet` name the same network. */
const canonicalNetwork = (network: string) => (network === 'testnet' ? 'fuji' : network);
export function sameNetwork(routeNetwork: string, profileNetwork: string): boolean {
  return canonicalNetwork(routeNetwork) === canonicalNetwork(profileNetwork);
}

/** The subnet id to ask the node for: null for the primary network (its id and no id mean the same). */
export function subnetIdToQuery(subnet: string | null): string | null {
  return subnet === null || subnet === PRIMARY_NETWORK_ID ? null : subnet;
}

export const readConnection = (value: string | null): Connection =>
  (CONNECTIONS as readonly string[]).includes(value ?? '') ? (value as Connection) : 'all';

/** Validators whose node id (or validation id) contains `text` and whose connection matches. */
export function filterValidators(
  rows: readonly PlatformValidator[],
  text: string,
  connection: Connection,
): readonly PlatformValidator[] {
  const needle = text.trim().toLowerCase();
  return rows.filter((v) => {
    if (connection === 'connected' && v.connected !== true) return false;
    if (connection === 'disconnected' && v.connected !== false) return false;
    if (!needle) return true;
    return v.nodeID.toLowerCase().includes(needle) || (v.validationID?.toLowerCase().includes(needle) ?? false);
  });
}

export interface ValidatorTotals {
  count: number;
  totalWeight: bigint;
  /** Null when the node reports no connection state for this set (L1 validators on the P-Chain). */
  connectedCount: number | null;
  connectedWeight: bigint | null;
  /** Share of the weight that is connected, 0..100. */
  connectedPercent: number | null;
}

const weightOf = (v: PlatformValidator) => parseBigInt(v.weight) ?? 0n;

export function validatorTotals(rows: readonly PlatformValidator[]): ValidatorTotals {
  let totalWeight = 0n;
  let connectedWeight = 0n;
  let connectedCount = 0;
  let reported = false;
  for (const v of rows) {
    const weight = weightOf(v);
    totalWeight += weight;
    if (v.connected !== undefined) reported = true;
    if (v.connected === true) {
      connectedWeight += weight;
      connectedCount += 1;
    }
  }
  const connectedPercent =
    reported && totalWeight > 0n ? Number((connectedWeight * 1_000_000n) / totalWeight) / 10_000 : null;
  return {
    count: rows.length,
    totalWeight,
    connectedCount: reported ? connectedCount : null,
    connectedWeight: reported ? connectedWeight : null,
    connectedPercent,
  };
}

/**
 * What one validator is, from the fields the node sent (they differ by kind):
 * - `primary`: a primary-network staker; `auto-renewed` adds a validator authority and a next period;
 * - `l1`: an L1 validator (validationID, balance, owners);
 * - `poa`: a permissioned subnet validator, or one left in an L1 from before its conversion: a weight and
 *   a period, no stake, no validationID.
 */
export type ValidatorRole = 'primary' | 'auto-renewed' | 'l1' | 'poa';

/** Auto-renewed validators (Helicon) carry nextPeriod, autoCompoundRewardShares and validatorAuthority. */
export const isAutoRenewed = (v: PlatformValidator): boolean =>
  v.nextPeriod !== undefined || v.autoCompoundRewardShares !== undefined || v.validatorAuthority !== undefined;

export function validatorRole(v: PlatformValidator, kind: ValidatorSetKind): ValidatorRole {
  if (kind === 'primary') return isAutoRenewed(v) ? 'auto-renewed' : 'primary';
  return v.validationID !== undefined ? 'l1' : 'poa';
}

/** reward.PercentDenominator: shares (delegation fee, auto-compounding) are millionths. */
const PERCENT_DENOMINATOR = 1_000_000;

/** `333333` millionths → 33.3333 (%); null when unreadable. */
export function sharesPercent(shares: string | undefined): number | null {
  const n = shares === undefined ? null : parseBigInt(shares);
  return n === null ? null : (Number(n) * 100) / PERCENT_DENOMINATOR;
}

/** The next validation period of an auto-renewed validator: from its current end, `nextPeriod` seconds long. */
export function nextPeriodOf(v: PlatformValidator): { start: number; end: number; seconds: number } | null {
  const end = v.endTime === undefined ? null : parseBigInt(v.endTime);
  const seconds = v.nextPeriod === undefined ? null : parseBigInt(v.nextPeriod);
  if (end === null || seconds === null) return null;
  return { start: Number(end), end: Number(end + seconds), seconds: Number(seconds) };
}

/** Which optional fields this answer carries; columns appear only for those (they vary by subnet type). */
export interface PresentFields {
  validationID: boolean;
  endTime: boolean;
  uptime: boolean;
  connected: boolean;
  delegationFee: boolean;
  delegators: boolean;
  potentialReward: boolean;
  balance: boolean;
  autoRenewed: boolean;
}

export function presentFields(rows: readonly PlatformValidator[]): PresentFields {
  const some = (pick: (v: PlatformValidator) => unknown) => rows.some((v) => pick(v) !== undefined);
  return {
    validationID: some((v) => v.validationID),
    endTime: some((v) => v.endTime),
    uptime: some((v) => v.uptime),
    connected: some((v) => v.connected),
    delegationFee: some((v) => v.delegationFee),
    delegators: some((v) => v.delegatorCount ?? v.delegatorWeight),
    potentialReward: some((v) => v.potentialReward),
    balance: some((v) => v.balance),
    autoRenewed: rows.some(isAutoRenewed),
  };
}

/** What kind of set the answer is: the subnets list knows; otherwise L1 validators carry a validationID. */
export function setKind(
  subnetId: string | null,
  listedIsL1: boolean | undefined,
  rows: readonly PlatformValidator[],
): ValidatorSetKind {
  if (subnetId === null) return 'primary';
  if (listedIsL1 !== undefined) return listedIsL1 ? 'l1' : 'subnet';
  return rows.some((v) => v.validationID !== undefined) ? 'l1' : 'subnet';
}

/** Whole seconds until `endTime` (Unix seconds), negative once passed; null when unreadable. */
export function secondsLeft(endTime: string | undefined, nowMs: number): number | null {
  const end = endTime === undefined ? null : parseBigInt(endTime);
  return end === null ? null : Number(end) - Math.floor(nowMs / 1000);
}

/** A P-Chain transaction's link when the tx view accepts cb58 P-Chain ids; undefined while it does not. */
export function pChainTxHref(txId: string): string | undefined {
  const route = { name: 'tx', chainId: PRIMARY_NETWORK_ID, txHash: txId } as const;
  return routeIssues(route).length === 0 ? routeTo('tx', { chainId: PRIMARY_NETWORK_ID, txHash: txId }) : undefined;
}

/** The validators view of `network`, with view state in the query. */
export function validatorsHref(
  network: string,
  params: { subnet?: string | null; node?: string | null; chain?: string | null } = {},
): string {
  const base = routeTo('validators', { network });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** Pending rewards of P-/X-Chain addresses (an owner's addresses link there). */
export function rewardsHref(network: string, params: { addresses?: string[]; nodeIds?: string[] }): string {
  const base = routeTo('rewards', { network });
  const query = new URLSearchParams();
  if (params.addresses?.length) query.set('addresses', params.addresses.join(','));
  if (params.nodeIds?.length) query.set('nodeIds', params.nodeIds.join(','));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}
