import { toCheckedHex } from '@sim/dataset/primary/codec';
import type { NetworkDataset } from '@sim/dataset/primary/types';
import type { RpcMethodMap } from '@sim/http/jsonrpc';
import { Params, serverError } from './rpc-params';

/** /ext/bc/X: avm.getTx for the transactions of the X-Chain (those the X/tx index holds). */
export function avmMethods(data: NetworkDataset): RpcMethodMap {
  return {
    'avm.getTx': (raw) => {
      const p = new Params(raw);
      const txID = p.id('txID');
      const encoding = p.encoding(['hex', 'json'] as const);
      const tx = data.xTxById.get(txID);
      if (!tx) throw serverError(`couldn't get tx ${txID}: not found`);
      return encoding === 'hex' ? { tx: toCheckedHex(tx.bytes), encoding } : { tx: tx.json(), encoding };
    },
  };
}
