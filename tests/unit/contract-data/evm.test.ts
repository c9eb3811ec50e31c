import { describe, expect, it } from 'vitest';
import { RESULTS } from './samples';
import {
  ADDRESS,
  BAD_CHECKSUM,
  CB58_ID,
  type DataChannel,
  expectAccepted,
  expectRefused,
  OTHER_ADDRESS,
  parseResult,
  query,
  resultRuleTests,
  send,
  TX_HASH,
  VALID,
  withAt,
} from './support';

/** EVM chain data: transactions, blocks, balances, transfers and NFTs of an address or collection. */

describe('EVM reads: params', () => {
  it('txHash is 0x + 64 hex', () => {
    expectRefused('data.getTransaction', { chainId: '1', txHash: TX_HASH.slice(0, -1) }, 'txHash', /64 hex/);
    expectRefused('data.getTransaction', { chainId: '1', txHash: CB58_ID }, 'txHash', /64 hex/);
    expectRefused('data.getTransaction', { chainId: '1' }, 'txHash', /expected string/);
  });

  it('latest transactions: status is failed or success', () => {
    expectAccepted('data.listLatestTransactions', { chainId: '1', status: 'failed' });
    expectRefused(
      'data.listLatestTransactions',
      { chainId: '1', status: 'pending' },
      'status',
      'must be failed or success',
    );
  });

  it('NFT endpoints validate contractAddress / collection address', () => {
    expectRefused(
      'data.listErc721Balances',
      { chainId: '1', address: ADDRESS, contractAddress: BAD_CHECKSUM },
      'contractAddress',
      /checksum/,
    );
    expectRefused(
      'data.listCollectibleBalances',
      { chainId: '1', address: ADDRESS, contractAddress: 'x' },
      'contractAddress',
      /40 hex/,
    );
    expectRefused('data.listNftCollectionTokens', { chainId: '1', address: '0x' }, 'address', /40 hex/);
  });
});

describe('ERC-20 balances', () => {
  const base = { chainId: '43114', address: ADDRESS };
  it('filterSpamTokens is a boolean', () => {
    expectAccepted('data.listErc20Balances', { ...base, filterSpamTokens: true });
    expectRefused(
      'data.listErc20Balances',
      { ...base, filterSpamTokens: 'yes' },
      'filterSpamTokens',
      'must be true or false',
    );
  });

  it('contractAddresses is a non-empty list of EVM addresses', () => {
    expectRefused(
      'data.listErc20Balances',
      { ...base, contractAddresses: [] },
      'contractAddresses',
      'must list at least one contract address (or be left out)',
    );
    expectRefused(
      'data.listErc20Balances',
      { ...base, contractAddresses: [ADDRESS, BAD_CHECKSUM] },
      'contractAddresses.1',
      /checksum/,
    );
    expectRefused(
      'data.listErc20Balances',
      { ...base, contractAddresses: ADDRESS },
      'contractAddresses',
      'must be a list of contract addresses',
    );
  });
});

describe('address history: block ranges', () => {
  const channels: DataChannel[] = ['data.listErc20Transfers', 'data.listNativeTransactions'];
  const base = { chainId: '43114', address: ADDRESS };
  it.each(channels)('%s: startBlock < endBlock, both whole numbers ≥ 0, either end open', (channel) => {
    expectAccepted(channel, { ...base, startBlock: 10, endBlock: 11 });
    expectAccepted(channel, { ...base, startBlock: 10 });
    expectAccepted(channel, { ...base, endBlock: 0 });
    expectRefused(
      channel,
      { ...base, startBlock: 10, endBlock: 10 },
      'endBlock',
      'must be above the start block (the end block itself is not included)',
    );
    expectRefused(channel, { ...base, startBlock: 11, endBlock: 10 }, 'endBlock', /above the start block/);
    expectRefused(channel, { ...base, startBlock: -1 }, 'startBlock', 'must be 0 or more');
    expectRefused(channel, { ...base, endBlock: 1.5 }, 'endBlock', 'must be a whole number');
    expectRefused(channel, { ...base, startBlock: '5' }, 'startBlock', 'must be a whole number');
  });
});

describe('EVM reads: handlers', () => {
  it('EVM reads map to their paths and queries', async () => {
    const dep = await send('data.getDeploymentTransaction', { chainId: '43114', address: ADDRESS, currency: 'eur' });
    expect(dep.url.pathname).toBe(`/v1/chains/43114/contracts/${ADDRESS}/transactions:getDeployment`);
    expect(query(dep)).toEqual({ currency: 'eur' });
    const tx = await send('data.getTransaction', { chainId: '43114', txHash: TX_HASH });
    expect(tx.url.pathname).toBe(`/v1/chains/43114/transactions/${TX_HASH}`);
    const latest = await send('data.listLatestTransactions', {
      chainId: '1',
      status: 'failed',
      pageSize: 5,
      pageToken: 't',
    });
    expect(latest.url.pathname).toBe('/v1/chains/1/transactions');
    expect(query(latest)).toEqual({ status: 'failed', pageSize: '5', pageToken: 't' });
    const blocks = await send('data.listLatestBlocks', { chainId: '1' });
    expect(blocks.url.pathname).toBe('/v1/chains/1/blocks');
    expect(blocks.url.search).toBe('');
    const erc20 = await send('data.listErc20Transfers', { chainId: '1', address: ADDRESS, startBlock: 0, endBlock: 9 });
    expect(erc20.url.pathname).toBe(`/v1/chains/1/addresses/${ADDRESS}/transactions:listErc20`);
    expect(query(erc20)).toEqual({ startBlock: '0', endBlock: '9' });
    const native = await send('data.listNativeTransactions', { chainId: '1', address: ADDRESS, pageSize: 100 });
    expect(native.url.pathname).toBe(`/v1/chains/1/addresses/${ADDRESS}/transactions:listNative`);
    expect(query(native)).toEqual({ pageSize: '100' });
    const nfts = await send('data.listNftCollectionTokens', { chainId: '1', address: ADDRESS, pageToken: 'p' });
    expect(nfts.url.pathname).toBe(`/v1/chains/1/nfts/collections/${ADDRESS}/tokens`);
    expect(query(nfts)).toEqual({ pageToken: 'p' });
  });

  it('balance reads map to their paths; contractAddresses go comma-joined', async () => {
    const native = await send('data.getNativeBalance', {
      chainId: '1',
      address: ADDRESS,
      blockNumber: '7',
      currency: 'gbp',
    });
    expect(native.url.pathname).toBe(`/v1/chains/1/addresses/${ADDRESS}/balances:getNative`);
    expect(query(native)).toEqual({ blockNumber: '7', currency: 'gbp' });
    // The service reads decimal block numbers: hex ones are converted before sending.
    const hexNative = await send('data.getNativeBalance', { chainId: '1', address: ADDRESS, blockNumber: '0x1f' });
    expect(query(hexNative)).toEqual({ blockNumber: '31' });
    const hexErc20 = await send('data.listErc20Balances', { chainId: '1', address: ADDRESS, blockNumber: '0xff' });
    expect(query(hexErc20)).toEqual({ blockNumber: '255' });
    const erc20 = await send('data.listErc20Balances', VALID['data.listErc20Balances']);
    expect(erc20.url.pathname).toBe(`/v1/chains/43114/addresses/${ADDRESS}/balances:listErc20`);
    expect(query(erc20)).toEqual({
      filterSpamTokens: 'false',
      contractAddresses: `${ADDRESS},${OTHER_ADDRESS}`,
      currency: 'jpy',
      pageSize: '500',
    });
    const erc721 = await send('data.listErc721Balances', VALID['data.listErc721Balances']);
    expect(erc721.url.pathname).toBe(`/v1/chains/43114/addresses/${ADDRESS}/balances:listErc721`);
    expect(query(erc721)).toEqual({ contractAddress: OTHER_ADDRESS });
    const coll = await send('data.listCollectibleBalances', VALID['data.listCollectibleBalances']);
    expect(coll.url.pathname).toBe(`/v1/chains/43114/addresses/${ADDRESS}/balances:listCollectibles`);
    expect(query(coll)).toEqual({ pageSize: '25' });
  });
});

describe('EVM reads: results', () => {
  resultRuleTests(RESULTS, {
    unknownEnums: [
      ['data.getTransaction', 'internalTransactions.0.internalTxType', 'SELFDESTRUCT'],
      ['data.getTransaction', 'nativeTransaction.method.callType', 'BATCH'],
      ['data.getTransaction', 'teleporterMessageInfo.direction', 'RELAY'],
      ['data.getTransaction', 'erc721Transfers.0.erc721Token.metadata.indexStatus', 'indexed'],
      ['data.getTransaction', 'erc20Transfers.0.erc20Token.ercType', 'ERC-20X'],
      ['data.getNativeBalance', 'nativeTokenBalance.price.currencyCode', 'btc'],
      ['data.listErc20Balances', 'erc20TokenBalances.1.tokenReputation', 'Suspicious'],
    ],
    missing: [
      ['data.getTransaction', 'nativeTransaction.txHash'],
      ['data.getTransaction', 'nativeTransaction.baseFeePerGas'],
      ['data.getTransaction', 'networkTokenDetails.networkToken.symbol'],
      ['data.getTransaction', 'erc1155Transfers.0.erc1155Token.metadata.indexStatus'],
      ['data.getDeploymentTransaction', 'internalTransactions.0.isReverted'],
      ['data.listLatestTransactions', 'transactions.0.from.address'],
      ['data.listLatestBlocks', 'blocks.0.blockHash'],
      ['data.getNativeBalance', 'nativeTokenBalance.balance'],
      ['data.listErc20Balances', 'erc20TokenBalances.0.tokenReputation'],
      ['data.listErc721Balances', 'erc721TokenBalances.0.chainId'],
      ['data.listCollectibleBalances', 'collectibleBalances.0.tokenId'],
      ['data.listCollectibleBalances', 'collectibleBalances.1.balance'],
      ['data.listErc20Transfers', 'transactions.0.erc20Token.decimals'],
      ['data.listNativeTransactions', 'transactions.0.blockIndex'],
      ['data.listNftCollectionTokens', 'tokens.0.name'],
      ['data.listNftCollectionTokens', 'tokens.1.tokenUri'],
    ],
    wrongTypes: [
      ['data.listLatestBlocks', 'blocks.0.txCount', '3'],
      ['data.listErc20Balances', 'nextPageToken', 5],
    ],
  });

  it('an NFT of an unknown standard is kept raw in mixed lists', () => {
    const odd = { address: ADDRESS, ercType: 'ERC-404', tokenId: '9', shards: 3 };
    for (const [channel, list] of [
      ['data.listCollectibleBalances', 'collectibleBalances'],
      ['data.listNftCollectionTokens', 'tokens'],
    ] as const) {
      const input = withAt(RESULTS[channel].sample, `${list}.1`, odd);
      const parsed = parseResult(channel, input);
      expect(parsed.success).toBe(true);
      expect((parsed.data as Record<string, unknown[]>)[list]?.[1]).toEqual(odd);
    }
  });

  it('Price.value may be the spec’s decimal string or the SDK’s number', () => {
    expect(
      parseResult(
        'data.getNativeBalance',
        withAt(RESULTS['data.getNativeBalance'].sample, 'nativeTokenBalance.price.value', '12.50'),
      ).success,
    ).toBe(true);
  });
});
