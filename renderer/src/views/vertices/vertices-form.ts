import { paramsFieldErrors } from '@renderer/api';
import type { VerticesQuery } from '@renderer/queries/vertices';
import { hashParams } from '@renderer/routing/hash-query';
import type { DataNetwork } from '@shared/contract/data/common';
import { PAGE_LIMITS, SORT_ORDERS } from '@shared/contract/data/common';
import { X_CHAIN_IDS } from '@shared/contract/data/primary';
import { routeTo } from '@shared/routing/routes';

/** The vertices form as typed, the params it stands for, and where it lives in the hash. */

export type SortOrder = (typeof SORT_ORDERS)[number];
/** `x-chain` (the alias) or `id` (the network's X-Chain blockchain id): both name the same chain. */
export type ChainRef = 'x-chain' | 'id';

export interface VerticesForm {
  height: string;
  chain: ChainRef;
  sortOrder: SortOrder;
  /** Empty = the service's default. */
  pageSize: string;
}

export const VERTICES_PAGE_LIMIT = PAGE_LIMITS['data.listVerticesByHeight'];
export const EMPTY_VERTICES_FORM: VerticesForm = { height: '', chain: 'x-chain', sortOrder: 'desc', pageSize: '' };

/** A typed number as the contract sees it: undefined when empty, NaN when it is not a number at all. */
export function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export const blockchainIdOf = (chain: ChainRef, network: DataNetwork) =>
  chain === 'id' ? X_CHAIN_IDS[network] : 'x-chain';

/** The request a form stands for; vertexHeight may be undefined/NaN/negative, which the contract refuses. */
export function verticesParams(form: VerticesForm, network: DataNetwork): VerticesQuery {
  const pageSize = numberOf(form.pageSize);
  return {
    network,
    blockchainId: blockchainIdOf(form.chain, network),
    vertexHeight: numberOf(form.height) as number,
    ...(pageSize === undefined ? {} : { pageSize }),
    sortOrder: form.sortOrder,
  };
}

export type VerticesField = 'height' | 'pageSize' | 'chain' | 'sortOrder';
export type VerticesErrors = Partial<Record<VerticesField, string>>;

const FIELD_OF: Record<string, VerticesField> = {
  vertexHeight: 'height',
  pageSize: 'pageSize',
  blockchainId: 'chain',
  sortOrder: 'sortOrder',
};

/** The contract's messages per form field (height ≥ 0, page size bounds, the network's X-Chain). */
export function verticesErrors(params: VerticesQuery): VerticesErrors {
  const out: VerticesErrors = {};
  for (const [key, message] of Object.entries(paramsFieldErrors('data.listVerticesByHeight', params))) {
    const field = FIELD_OF[key.split('.')[0] ?? ''];
    if (field && !out[field]) out[field] = message;
  }
  return out;
}

export const hasErrors = (errors: VerticesErrors) => Object.keys(errors).length > 0;

const isSortOrder = (value: string | null): value is SortOrder =>
  (SORT_ORDERS as readonly string[]).includes(value ?? '');

/** The form a hash asks for (`?height=12&chain=id&sort=asc&pageSize=2&vertex=…`). */
export function formFromHash(hash: string): VerticesForm {
  const q = hashParams(hash, ['height', 'chain', 'sort', 'pageSize']);
  return {
    height: q.height ?? '',
    chain: q.chain === 'id' ? 'id' : 'x-chain',
    sortOrder: isSortOrder(q.sort) ? q.sort : 'desc',
    pageSize: q.pageSize ?? '',
  };
}

/** The hash parameters of a submitted form (defaults left out); a new request clears the selected vertex. */
export function hashUpdatesOf(form: VerticesForm): Record<string, string | null> {
  return {
    height: form.height.trim() || null,
    chain: form.chain === 'x-chain' ? null : form.chain,
    sort: form.sortOrder === 'desc' ? null : form.sortOrder,
    pageSize: form.pageSize.trim() || null,
    vertex: null,
  };
}

/** Vertices at another height, optionally with one of them selected. */
export function heightHref(network: string, height: number, vertex?: string): string {
  const query = new URLSearchParams({ height: String(height) });
  if (vertex) query.set('vertex', vertex);
  return `${routeTo('vertices', { network })}?${query.toString()}`;
}

/** The height the parents of a vertex at `height` live at; null for the genesis vertex (no parents). */
export const parentHeight = (height: number): number | null => (height > 0 ? height - 1 : null);
