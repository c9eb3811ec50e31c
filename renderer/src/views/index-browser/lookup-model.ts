import type { IndexName } from '@shared/contract/node/common';

/** The single-container questions the index API answers. */
export const LOOKUP_METHODS = ['byIndex', 'byId', 'isAccepted', 'getIndex'] as const;
export type LookupMethod = (typeof LOOKUP_METHODS)[number];

export const LOOKUP_INFO: Record<
  LookupMethod,
  {
    label: string;
    channel:
      | 'node.index.getContainerByIndex'
      | 'node.index.getContainerByID'
      | 'node.index.isAccepted'
      | 'node.index.getIndex';
    field: 'containerIndex' | 'id';
    placeholder: string;
  }
> = {
  byIndex: {
    label: 'Container by index',
    channel: 'node.index.getContainerByIndex',
    field: 'containerIndex',
    placeholder: 'index, e.g. 0',
  },
  byId: { label: 'Container by id', channel: 'node.index.getContainerByID', field: 'id', placeholder: 'cb58 id' },
  isAccepted: { label: 'Is accepted?', channel: 'node.index.isAccepted', field: 'id', placeholder: 'cb58 id' },
  getIndex: { label: 'Index of id', channel: 'node.index.getIndex', field: 'id', placeholder: 'cb58 id' },
};

/** The params a lookup sends: the typed value under the method's own field name. */
export function lookupParams(index: IndexName, method: LookupMethod, value: string): Record<string, unknown> {
  return { index, encoding: 'hex', [LOOKUP_INFO[method].field]: value.trim() };
}

/** The message for the lookup's field out of the contract's field errors (any other problem as a fallback). */
export function lookupFieldMessage(method: LookupMethod, errors: Record<string, string>): string | null {
  return errors[LOOKUP_INFO[method].field] ?? Object.values(errors)[0] ?? null;
}
