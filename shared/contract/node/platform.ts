import { cb58Id } from '@shared/ids';
import {
  BlockchainStatus,
  Blockchains,
  CurrentSupply,
  PlatformBalance,
  PlatformBlock,
  PlatformValidators,
} from '@shared/models/node/platform';
import { z } from 'zod';
import { channel } from '../define';
import { blockEncoding, nodeIdList, noParams, pChainAddress, uintParam } from './common';

/** `/ext/bc/P` methods. */
export const platformChannels = {
  'node.platform.getBalance': channel({
    summary: 'platform.getBalance at /ext/bc/P (deprecated as of v1.9.12; use the Data API balances)',
    params: z.strictObject({
      addresses: z.array(pChainAddress).min(1, { error: 'must list at least one address' }),
    }),
    result: PlatformBalance,
    cache: 'balance',
  }),
  'node.platform.getBlock': channel({
    summary: 'platform.getBlock at /ext/bc/P: a block by id (hex string, or object with encoding json)',
    params: z.strictObject({ blockID: cb58Id, encoding: blockEncoding.optional() }),
    result: PlatformBlock,
    cache: 'immutable',
  }),
  'node.platform.getBlockByHeight': channel({
    summary: 'platform.getBlockByHeight at /ext/bc/P',
    params: z.strictObject({ height: uintParam(), encoding: blockEncoding.optional() }),
    result: PlatformBlock,
    cache: 'immutable',
  }),
  'node.platform.getBlockchains': channel({
    summary: 'platform.getBlockchains at /ext/bc/P (deprecated as of v1.9.12; the P-Chain is not listed)',
    params: noParams,
    result: Blockchains,
    cache: 'network',
  }),
  'node.platform.getBlockchainStatus': channel({
    summary: 'platform.getBlockchainStatus at /ext/bc/P: Validating, Created, Preferred, Syncing or Unknown',
    params: z.strictObject({ blockchainID: cb58Id }),
    result: BlockchainStatus,
    cache: 'network',
  }),
  'node.platform.getCurrentSupply': channel({
    summary: 'platform.getCurrentSupply at /ext/bc/P: upper bound of tokens able to stake a subnet',
    params: z.strictObject({ subnetID: cb58Id.optional() }).optional(),
    result: CurrentSupply,
    cache: 'network',
  }),
  'node.platform.getCurrentValidators': channel({
    summary: 'platform.getCurrentValidators at /ext/bc/P (primary network when subnetID is omitted)',
    params: z.strictObject({ subnetID: cb58Id.optional(), nodeIDs: nodeIdList.optional() }).optional(),
    result: PlatformValidators,
    cache: 'network',
  }),
} as const;
