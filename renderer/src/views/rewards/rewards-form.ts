import { paramsFieldErrors } from '@renderer/api';
import { formatUnits, isIntegerString } from '@renderer/format/amount';
import type { PendingRewardsQuery } from '@renderer/queries/rewards';
import { hashParams } from '@renderer/routing/hash-query';
import type { DataNetwork } from '@shared/contract/data/common';
import { PAGE_LIMITS, SORT_ORDERS } from '@shared/contract/data/common';
import type { AssetAmount } from '@shared/models/data/primary';

/** The rewards form as typed, the params it stands for, and where it lives in the hash. */

export type SortOrder = (typeof SORT_ORDERS)[number];

export interface RewardsForm {
  addresses: string;
  nodeIds: string;
  sortOrder: SortOrder;
  /** Empty = the service's default. */
  pageSize: string;
}

export const REWARDS_PAGE_LIMIT = PAGE_LIMITS['data.listPendingRewards'];
export const EMPTY_REWARDS_FORM: RewardsForm = { addresses: '', nodeIds: '', sortOrder: 'desc', pageSize: '' };

/** Entries separated by commas, spaces or new lines. */
export function splitList(text: string): string[] {
  return text.split(/[\s,]+/).filter((s) => s !== '');
}

/** A typed page size as the contract sees it: absent when empty, NaN when not a number (refused with a message). */
export function pageSizeOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function rewardsParams(form: RewardsForm, network: DataNetwork): PendingRewardsQuery {
  const addresses = splitList(form.addresses);
  const nodeIds = splitList(form.nodeIds);
  const pageSize = pageSizeOf(form.pageSize);
  return {
    network,
    ...(addresses.length ? { addresses } : {}),
    ...(nodeIds.length ? { nodeIds } : {}),
    ...(pageSize === undefined ? {} : { pageSize }),
    sortOrder: form.sortOrder,
  };
}

export type RewardsField = 'addresses' | 'nodeIds' | 'pageSize' | 'sortOrder';
export type RewardsErrors = Partial<Record<RewardsField, string>>;

/**
 * The contract's messages per form field. An entry's problem names the entry (`"avax1qq…" must use the
 * mainnet prefix`), since a field holds a list.
 */
export function rewardsErrors(params: PendingRewardsQuery): RewardsErrors {
  const raw = paramsFieldErrors('data.listPendingRewards', params);
  const out: RewardsErrors = {};
  for (const [key, message] of Object.entries(raw)) {
    const [field, index] = key.split('.') as [string, string | undefined];
    if (field !== 'addresses' && field !== 'nodeIds' && field !== 'pageSize' && field !== 'sortOrder') continue;
    const list = field === 'addresses' ? params.addresses : field === 'nodeIds' ? params.nodeIds : undefined;
    const entry = index !== undefined ? list?.[Number(index)] : undefined;
    const text = entry !== undefined ? `“${entry}” ${message}` : message;
    out[field] = out[field] ? `${out[field]}; ${text}` : text;
  }
  return out;
}

export const hasErrors = (errors: RewardsErrors) => Object.keys(errors).length > 0;

const isSortOrder = (value: string | null): value is SortOrder =>
  (SORT_ORDERS as readonly string[]).includes(value ?? '');

/** The form a hash asks for (`?addresses=…&nodeIds=…&sort=asc&pageSize=25`). */
export function formFromHash(hash: string): RewardsForm {
  const q = hashParams(hash, ['addresses', 'nodeIds', 'sort', 'pageSize']);
  return {
    addresses: splitList(q.addresses ?? '').join(', '),
    nodeIds: splitList(q.nodeIds ?? '').join(', '),
    sortOrder: isSortOrder(q.sort) ? q.sort : 'desc',
    pageSize: q.pageSize ?? '',
  };
}

/** The hash parameters of a submitted form (entries comma-joined, defaults left out). */
export function hashUpdatesOf(form: RewardsForm): Record<string, string | null> {
  return {
    addresses: splitList(form.addresses).join(',') || null,
    nodeIds: splitList(form.nodeIds).join(',') || null,
    sort: form.sortOrder === 'desc' ? null : form.sortOrder,
    pageSize: form.pageSize.trim() || null,
  };
}

/** Whether the hash holds a request at all (otherwise the page just shows the form). */
export const isRequested = (form: RewardsForm) => form.addresses.trim() !== '' || form.nodeIds.trim() !== '';

/** `amount / 10^denomination symbol`, exact; the raw amount when it is not an integer. */
export function rewardText(reward: AssetAmount, maxFractionDigits?: number): string {
  const symbol = reward.symbol ? ` ${reward.symbol}` : '';
  if (
    !isIntegerString(reward.amount) ||
    !Number.isInteger(reward.denomination) ||
    reward.denomination < 0 ||
    reward.denomination > 255
  ) {
    return `${reward.amount}${symbol}`;
  }
  const options = maxFractionDigits === undefined ? {} : { maxFractionDigits };
  return `${formatUnits(reward.amount, reward.denomination, options)}${symbol}`;
}
