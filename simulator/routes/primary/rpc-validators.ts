import { SIM_NOW } from '@sim/dataset/constants';
import type { BlockchainRecord, NetworkDataset } from '@sim/dataset/primary/types';
import type { RpcMethodMap } from '@sim/http/jsonrpc';
import { subnetOf } from './chains';
import { Params } from './rpc-params';

/** /ext/bc/{blockchainID}/validators: validators.getCurrentValidators of the chain's subnet or L1. */

const round = (x: number) => Math.round(x * 10_000) / 10_000;

export function validatorsMethods(data: NetworkDataset, chain: BlockchainRecord): RpcMethodMap {
  const subnet = subnetOf(data, chain);
  return {
    'validators.getCurrentValidators': (raw) => {
      const wanted = new Params(raw).optionalNodeIds('nodeIDs');
      const keep = (nodeID: string) => !wanted?.length || wanted.includes(nodeID);
      const poa = subnet.poaValidators
        .filter((v) => keep(v.nodeID))
        .map((v) => ({
          validationID: v.txID,
          nodeID: v.nodeID,
          weight: Number(v.weight),
          startTimestamp: v.startTime,
          isActive: true,
          isL1Validator: false,
          isConnected: v.connected,
          uptimeSeconds: Math.floor((Math.max(0, SIM_NOW - v.startTime) * v.uptime) / 100),
          uptimePercentage: round(v.uptime),
        }));
      // An L1 also lists the permissioned validators it kept from before its conversion.
      const validators = subnet.isL1
        ? [
            ...poa,
            ...subnet.l1Validators
              .filter((v) => keep(v.nodeID))
              .map((v) => {
                const since = Math.max(1, SIM_NOW - v.startTime);
                return {
                  validationID: v.validationID,
                  nodeID: v.nodeID,
                  weight: Number(v.weight),
                  startTimestamp: v.startTime,
                  isActive: v.balance > 0n,
                  isL1Validator: true,
                  isConnected: v.connected,
                  uptimeSeconds: v.uptimeSeconds,
                  uptimePercentage: round(Math.min(100, (100 * v.uptimeSeconds) / since)),
                };
              }),
          ]
        : poa;
      return { validators };
    },
  };
}
