import { toChecksumAddress } from '@shared/ids';
import type { KnownRoute } from '@shared/routing/routes';

export const ADDRESS = toChecksumAddress('0xb31f66aa3c1e785363f0875a1b74e27b85fd66c7');
export const TX = `0x${'ab'.repeat(32)}`;
export const PRIMARY = '11111111111111111111111111111111LpoYY';

/** One valid example of every route, with the hash it must produce. */
export const ROUTE_EXAMPLES: [KnownRoute, string][] = [
  [{ name: 'home' }, '#/'],
  [{ name: 'address', chainId: '43114', address: ADDRESS }, `#/address/43114/${ADDRESS}`],
  [{ name: 'addressLookup' }, '#/address'],
  [{ name: 'tx', chainId: '43113', txHash: TX }, `#/tx/43113/${TX}`],
  [{ name: 'txLookup' }, '#/tx'],
  [{ name: 'blocks', chainId: '43114' }, '#/blocks/43114'],
  [{ name: 'block', chainId: '43114', number: '12345' }, '#/block/43114/12345'],
  [{ name: 'nft', chainId: '43114', contract: ADDRESS }, `#/nft/43114/${ADDRESS}`],
  [{ name: 'nftLookup' }, '#/nft'],
  [{ name: 'subnets', network: 'mainnet' }, '#/subnets/mainnet'],
  [{ name: 'subnet', network: 'fuji', subnetId: PRIMARY }, `#/subnet/fuji/${PRIMARY}`],
  [{ name: 'validators', network: 'fuji' }, '#/validators/fuji'],
  [{ name: 'rewards', network: 'mainnet' }, '#/rewards/mainnet'],
  [{ name: 'vertices', network: 'testnet' }, '#/vertices/testnet'],
  [{ name: 'node' }, '#/node'],
  [{ name: 'index', chain: 'X', kind: 'tx' }, '#/index/X/tx'],
  [{ name: 'metrics', chainId: 'total' }, '#/metrics/total'],
  [{ name: 'export' }, '#/export'],
  [{ name: 'signatures' }, '#/signatures'],
  [{ name: 'settings' }, '#/settings'],
  [{ name: 'labels' }, '#/labels'],
];
