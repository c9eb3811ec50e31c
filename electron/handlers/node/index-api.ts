import type { HandlerMap } from '@main/ipc/types';
import { rpcPath } from '@main/services/node-rpc-client';
import type { IndexName } from '@shared/contract/node/common';
import type { indexChannels } from '@shared/contract/node/index-api';

/** `C/block` → `/ext/index/C/block`. */
function indexPath(name: IndexName): string {
  const [chain, kind] = name.split('/') as [string, string];
  return rpcPath.index(chain, kind);
}

/** Handlers of the index API. */
export const indexHandlers = {
  'node.index.getContainerByID': (p, { node }) =>
    node.call(indexPath(p.index), 'index.getContainerByID', { id: p.id, encoding: p.encoding }),
  'node.index.getContainerByIndex': (p, { node }) =>
    node.call(indexPath(p.index), 'index.getContainerByIndex', { index: p.containerIndex, encoding: p.encoding }),
  'node.index.getContainerRange': (p, { node }) =>
    node.call(indexPath(p.index), 'index.getContainerRange', {
      startIndex: p.startIndex,
      numToFetch: p.numToFetch,
      encoding: p.encoding,
    }),
  'node.index.getIndex': (p, { node }) =>
    node.call(indexPath(p.index), 'index.getIndex', { id: p.id, encoding: p.encoding }),
  'node.index.getLastAccepted': (p, { node }) =>
    node.call(indexPath(p.index), 'index.getLastAccepted', { encoding: p.encoding }),
  'node.index.isAccepted': (p, { node }) =>
    node.call(indexPath(p.index), 'index.isAccepted', { id: p.id, encoding: p.encoding }),
} satisfies HandlerMap<keyof typeof indexChannels>;
