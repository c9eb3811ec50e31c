import { toCheckedHex } from '@sim/dataset/primary/codec';
import { INDEX_NAMES, type IndexName, type IndexRecord, type NetworkDataset } from '@sim/dataset/primary/types';
import type { RpcMethodMap } from '@sim/http/jsonrpc';
import { Params, serverError } from './rpc-params';

/** /ext/index/{chain}/{kind}: avalanchego's index API over one of the node's indexes. */

/** avalanchego's MaxFetchedByRange. */
export const MAX_FETCHED_BY_RANGE = 1024;

export const indexNameOf = (chain: string, kind: string): IndexName | undefined =>
  (INDEX_NAMES as readonly string[]).includes(`${chain}/${kind}`) ? (`${chain}/${kind}` as IndexName) : undefined;

function containerJson(index: IndexRecord, position: number) {
  const c = index.containers[position];
  if (!c) throw serverError(`no container at index ${position}`);
  return { id: c.id, bytes: toCheckedHex(c.bytes), timestamp: c.timestamp, encoding: 'hex', index: String(position) };
}

function positionOf(index: IndexRecord, id: string): number {
  const position = index.positionById.get(id);
  if (position === undefined) throw serverError(`couldn't find container ${id}: not found`);
  return position;
}

function lastAccepted(index: IndexRecord): number {
  if (index.containers.length === 0) throw serverError('no containers have been accepted');
  return index.containers.length - 1;
}

export function indexMethods(data: NetworkDataset, name: IndexName): RpcMethodMap {
  const index = data.indexes[name];
  const read = (raw: unknown) => {
    const p = new Params(raw);
    p.encoding(['hex'] as const);
    return p;
  };
  return {
    'index.getContainerByID': (raw) => containerJson(index, positionOf(index, read(raw).id('id'))),
    'index.getContainerByIndex': (raw) => {
      const position = read(raw).uint('index');
      if (position > lastAccepted(index)) throw serverError(`no container at index ${position}`);
      return containerJson(index, position);
    },
    'index.getContainerRange': (raw) => {
      const p = read(raw);
      const startIndex = p.uint('startIndex');
      const numToFetch = p.uint('numToFetch');
      // Current nodes refuse 0 as well (index.GetContainerRange: "numToFetch must be in [1,1024]").
      if (numToFetch === 0 || numToFetch > MAX_FETCHED_BY_RANGE) {
        throw serverError(`numToFetch must be in [1,${MAX_FETCHED_BY_RANGE}] but is ${numToFetch}`);
      }
      const last = lastAccepted(index);
      if (startIndex > last) throw serverError(`start index (${startIndex}) > last accepted index (${last})`);
      const end = Math.min(startIndex + numToFetch - 1, last);
      const containers = [];
      for (let i = startIndex; i <= end; i++) containers.push(containerJson(index, i));
      // GetContainerRangeResponse wraps the list.
      return { containers };
    },
    'index.getIndex': (raw) => ({ index: String(positionOf(index, read(raw).id('id'))) }),
    'index.getLastAccepted': (raw) => {
      read(raw);
      return containerJson(index, lastAccepted(index));
    },
    'index.isAccepted': (raw) => ({ isAccepted: index.positionById.has(read(raw).id('id')) }),
  };
}
