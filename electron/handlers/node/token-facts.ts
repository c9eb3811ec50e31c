import type { NodeRpcClient, RpcTarget } from '@main/services/node-rpc-client';
import type { TokenFacts } from '@shared/models/node/evm';
import { decodeAbiParameters, type Hex, hexToString } from 'viem';

/** Selectors of name(), symbol() and decimals() (keccak of the signature, first 4 bytes). */
const NAME = '0x06fdde03';
const SYMBOL = '0x95d89b41';
const DECIMALS = '0x313ce567';

/** An ABI string, or the bytes32 some early tokens return instead; null for anything else. */
function readText(data: unknown): string | null {
  if (typeof data !== 'string' || data === '0x') return null;
  try {
    const [text] = decodeAbiParameters([{ type: 'string' }], data as Hex);
    return text;
  } catch {
    if (data.length !== 66) return null;
    return hexToString(data as Hex).replace(/\0+$/, '') || null;
  }
}

function readDecimals(data: unknown): number | null {
  if (typeof data !== 'string' || data.length !== 66) return null;
  const n = BigInt(data);
  return n <= 255n ? Number(n) : null;
}

/** name, symbol and decimals of a token in one batch; a call the contract reverts or ignores is null. */
export async function tokenFacts(node: NodeRpcClient, target: RpcTarget, token: string): Promise<TokenFacts> {
  const call = (data: string) => ({ method: 'eth_call', params: [{ to: token, data }, 'latest'] });
  const [name, symbol, decimals] = await node.batch(target, [call(NAME), call(SYMBOL), call(DECIMALS)]);
  return {
    name: name?.ok ? readText(name.result) : null,
    symbol: symbol?.ok ? readText(symbol.result) : null,
    decimals: decimals?.ok ? readDecimals(decimals.result) : null,
  };
}
