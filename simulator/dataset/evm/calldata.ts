import { Rng } from '../rng';
import { selector, wordOfAddress, wordOfUint } from './abi';
import type { EvmChainData, EvmTx } from './types';

/**
 * Transaction input, derived when asked for: the real selector of the method, the real arguments
 * where the dataset knows them (transfers), and stable filler words otherwise.
 */

/** Number of top-level parameters of a signature such as `f(address,(uint256,bytes),uint8)`. */
function paramCount(signature: string): number {
  const inner = signature.slice(signature.indexOf('(') + 1, -1);
  if (!inner) return 0;
  let depth = 0;
  let count = 1;
  for (const ch of inner) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) count++;
  }
  return count;
}

const rngOf = (tx: EvmTx) => new Rng(Number.parseInt(tx.hash.slice(2, 10), 16));

function fillerWords(rng: Rng, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += rng.chance(0.5) ? wordOfUint(BigInt(rng.int(0, 1_000_000_000))) : rng.hex(20).slice(2).padStart(64, '0');
  }
  return out;
}

export function txInput(chain: EvmChainData, tx: EvmTx): string {
  if (tx.kind === 'native' && !tx.methodSig) return '0x';
  if (tx.kind === 'deploy') {
    const size = Math.min(6_000, Math.max(200, Math.floor(tx.gasUsed / 220)));
    return `0x608060405234801561001057600080fd5b50${rngOf(tx).hex(size).slice(2)}`;
  }
  const sig = tx.methodSig ?? 'fallback()';
  const sel = selector(sig).slice(2);
  const first = tx.erc20[0];
  const address = (account: number) => wordOfAddress(chain.accounts[account]!.address);
  if (sig === 'transfer(address,uint256)' && first) return `0x${sel}${address(first.to)}${wordOfUint(first.value)}`;
  if (sig === 'approve(address,uint256)') return `0x${sel}${fillerWords(rngOf(tx), 1)}${'f'.repeat(64)}`;
  const nft = tx.nft[0];
  if (sig === 'safeTransferFrom(address,address,uint256)' && nft) {
    return `0x${sel}${address(nft.from)}${address(nft.to)}${wordOfUint(nft.tokenId)}`;
  }
  if (sig === 'mint(uint256)') return `0x${sel}${wordOfUint(BigInt(Math.max(1, tx.nft.length)))}`;
  return `0x${sel}${fillerWords(rngOf(tx), paramCount(sig))}`;
}
