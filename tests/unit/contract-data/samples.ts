import * as sdk from '@avalanche-sdk/chainkit/models/components';
import { z as z3 } from 'zod/v3';
import type { conformanceProblems } from '../../conformance/strict';
import { ADDRESS, CB58_ID, type DataChannel, NODE_ID, OTHER_ADDRESS, P_AVAX, TX_HASH } from './support';

/** One realistic answer per channel, shaped like the real service (each checked against the SDK's schema). */

const LOGO = 'https://images.test/logo.png';
const price = { currencyCode: 'usd', value: 12.5 };
const rich = (address: string) => ({ name: 'Wallet', symbol: 'W', decimals: 18, logoUri: LOGO, address });
const nativeTokenBalance = {
  name: 'Avalanche',
  symbol: 'AVAX',
  decimals: 18,
  logoUri: LOGO,
  chainId: '43114',
  price,
  balance: '1000000000000000000',
  balanceValue: price,
};
const erc721Metadata = {
  indexStatus: 'INDEXED',
  metadataLastUpdatedTimestamp: 1_700_000_000,
  name: 'Snowy #1',
  symbol: 'SNOW',
  imageUri: 'ipfs://image',
  description: 'a token',
  animationUri: 'ipfs://anim',
  externalUrl: 'https://nft.test',
  background: '#ffffff',
  attributes: '[]',
};
const erc1155Metadata = { indexStatus: 'INDEXED', name: 'Item', decimals: 0, properties: '{}' };
const erc721Token = {
  address: ADDRESS,
  name: 'Snowy',
  symbol: 'SNOW',
  ercType: 'ERC-721',
  tokenId: '1',
  tokenUri: 'ipfs://token/1',
  metadata: erc721Metadata,
  ownerAddress: OTHER_ADDRESS,
};
const erc1155Token = {
  address: OTHER_ADDRESS,
  ercType: 'ERC-1155',
  tokenId: '7',
  tokenUri: 'ipfs://token/7',
  metadata: erc1155Metadata,
};
const erc20Token = {
  address: ADDRESS,
  name: 'Token',
  symbol: 'TKN',
  decimals: 6,
  logoUri: LOGO,
  ercType: 'ERC-20',
  price,
};
const nativeTransaction = {
  blockNumber: '100',
  blockTimestamp: 1_700_000_000,
  blockHash: TX_HASH,
  chainId: '43114',
  blockIndex: 0,
  txHash: TX_HASH,
  txStatus: '1',
  txType: 2,
  gasLimit: '21000',
  gasUsed: '21000',
  gasPrice: '25000000000',
  nonce: '0',
  from: rich(ADDRESS),
  to: rich(OTHER_ADDRESS),
  method: { callType: 'CONTRACT_CALL', methodHash: '0xa9059cbb', methodName: 'transfer(address,uint256)' },
  value: '0',
};
const transactionDetail = {
  erc20Transfers: [{ from: rich(ADDRESS), to: rich(OTHER_ADDRESS), logIndex: 0, value: '5', erc20Token }],
  erc721Transfers: [{ from: rich(ADDRESS), to: rich(OTHER_ADDRESS), logIndex: 1, erc721Token: erc721Token }],
  erc1155Transfers: [
    { from: rich(ADDRESS), to: rich(OTHER_ADDRESS), logIndex: 2, value: '1', erc1155Token: erc1155Token },
  ],
  internalTransactions: [
    {
      from: rich(ADDRESS),
      to: rich(OTHER_ADDRESS),
      internalTxType: 'UNKNOWN',
      value: '0',
      isReverted: false,
      gasUsed: '100',
      gasLimit: '200',
    },
  ],
  networkTokenDetails: {
    networkToken: { name: 'Avalanche', symbol: 'AVAX', decimals: 18, logoUri: LOGO, description: 'native' },
    currentPrice: price,
    historicalPrice: price,
  },
  nativeTransaction: {
    ...nativeTransaction,
    input: '0x',
    baseFeePerGas: '25000000000',
    maxFeePerGas: '30000000000',
    maxPriorityFeePerGas: '1',
  },
  teleporterMessageInfo: {
    teleporterMessageId: '0x01',
    direction: 'SOURCE_TRANSACTION',
    sourceChainId: CB58_ID,
    destinationChainId: CB58_ID,
  },
};
const allowList = { blockTimestamp: 0, adminAddresses: [ADDRESS], managerAddresses: [], enabledAddresses: [] };
const genesisData = {
  airdropAmount: null,
  airdropHash: '0x',
  alloc: {
    [ADDRESS.slice(2).toLowerCase()]: { balance: '0x52b7d2dcc80cd2e4000000', code: '0x', storage: { '0x0': '0x1' } },
  },
  baseFeePerGas: null,
  blobGasUsed: null,
  coinbase: '0x0000000000000000000000000000000000000000',
  config: {
    chainId: 99999,
    berlinBlock: 0,
    byzantiumBlock: 0,
    constantinopleBlock: 0,
    eip150Block: 0,
    eip150Hash: '0x2086799aeebeae135c246c65021c82b4e15a2c451340993aacfd2751886514f0',
    eip155Block: 0,
    eip158Block: 0,
    homesteadBlock: 0,
    istanbulBlock: 0,
    londonBlock: 0,
    muirGlacierBlock: 0,
    petersburgBlock: 0,
    subnetEVMTimestamp: 0,
    allowFeeRecipients: false,
    feeConfig: {
      baseFeeChangeDenominator: 36,
      blockGasCostStep: 200000,
      gasLimit: 12000000,
      maxBlockGasCost: 1000000,
      minBaseFee: 25000000000,
      minBlockGasCost: 0,
      targetBlockRate: 2,
      targetGas: 60000000,
    },
    warpConfig: { blockTimestamp: 1_700_000_000, quorumNumerator: 67, requirePrimaryNetworkSigners: true },
    txAllowListConfig: allowList,
    contractDeployerAllowListConfig: allowList,
    contractNativeMinterConfig: allowList,
    feeManagerConfig: allowList,
    rewardManagerConfig: allowList,
  },
  difficulty: '0x0',
  excessBlobGas: null,
  extraData: '0x',
  gasLimit: '0xb71b00',
  gasUsed: '0x0',
  mixHash: TX_HASH,
  nonce: '0x0',
  number: '0x0',
  parentHash: TX_HASH,
  timestamp: '0x0',
};
const subnet = {
  createBlockTimestamp: 1_700_000_000,
  createBlockIndex: '12',
  subnetId: CB58_ID,
  ownerAddresses: [P_AVAX],
  threshold: 1,
  locktime: 0,
  subnetOwnershipInfo: { locktime: 0, threshold: 1, addresses: [P_AVAX] },
  isL1: true,
  l1ConversionTransactionHash: CB58_ID,
  l1ValidatorManagerDetails: { blockchainId: CB58_ID, contractAddress: ADDRESS },
  blockchains: [
    {
      createBlockTimestamp: 1_700_000_000,
      createBlockNumber: '13',
      blockchainId: CB58_ID,
      vmId: CB58_ID,
      subnetId: CB58_ID,
      blockchainName: 'snowchain',
      evmChainId: 99999,
      genesisData,
    },
  ],
};
const chainInfo = {
  chainId: '43114',
  status: 'OK',
  chainName: 'Avalanche (C-Chain)',
  description: 'The Contract Chain',
  platformChainId: CB58_ID,
  subnetId: CB58_ID,
  vmId: CB58_ID,
  vmName: 'EVM',
  explorerUrl: 'https://explorer.test',
  rpcUrl: 'https://rpc.test',
  wsUrl: 'wss://rpc.test',
  isTestnet: false,
  utilityAddresses: { multicall: ADDRESS },
  networkToken: { name: 'Avalanche', symbol: 'AVAX', decimals: 18, logoUri: LOGO, description: 'native' },
  chainLogoUri: LOGO,
  private: false,
  enabledFeatures: ['nftIndexing', 'webhooks'],
};
const operation = {
  operationId: 'op-1',
  operationType: 'TRANSACTION_EXPORT_EVM',
  operationStatus: 'RUNNING',
  message: 'working',
  metadata: { code: 'WarnTruncatedExport', downloadUrl: 'https://dl.test/x.csv', nextDate: '2023-05-02' },
  createdAtTimestamp: 1_700_000_000,
  updatedAtTimestamp: 1_700_000_100,
};

/**
 * The SDK types mixed NFT lists as `Item.and({ercType: literal})`; strict conformance closes both sides
 * of that intersection (each rejecting the other's keys), so the envelope is rebuilt as a plain union.
 */
const sdkMixedList = (key: string, items: [z3.ZodTypeAny, z3.ZodTypeAny]) =>
  z3.object({ nextPageToken: z3.string().optional(), [key]: z3.array(z3.union(items)) });

export const RESULTS: Record<
  DataChannel,
  { sample: Record<string, unknown>; sdk: Parameters<typeof conformanceProblems>[0] }
> = {
  'data.aggregateSignatures': {
    sample: { signedMessage: '0xabcdef' },
    sdk: sdk.SignatureAggregationResponse$inboundSchema,
  },
  'data.getAggregatedSignatures': {
    sample: { signedMessage: '0x0102' },
    sdk: sdk.SignatureAggregationResponse$inboundSchema,
  },
  'data.exportTransactions': { sample: operation, sdk: sdk.OperationStatusResponse$inboundSchema },
  'data.getOperation': {
    sample: { ...operation, operationStatus: 'COMPLETED' },
    sdk: sdk.OperationStatusResponse$inboundSchema,
  },
  'data.getDeploymentTransaction': { sample: transactionDetail, sdk: sdk.GetTransactionResponse$inboundSchema },
  'data.getTransaction': { sample: transactionDetail, sdk: sdk.GetTransactionResponse$inboundSchema },
  'data.listLatestTransactions': {
    sample: { nextPageToken: 'n', transactions: [nativeTransaction] },
    sdk: sdk.ListNativeTransactionsResponse$inboundSchema,
  },
  'data.listLatestBlocks': {
    sample: {
      nextPageToken: 'n',
      blocks: [
        {
          chainId: '43114',
          blockNumber: '100',
          blockTimestamp: 1_700_000_000,
          blockHash: TX_HASH,
          txCount: 3,
          baseFee: '25000000000',
          gasUsed: '63000',
          gasLimit: '15000000',
          gasCost: '0',
          parentHash: TX_HASH,
          feesSpent: '1575000000000000',
          cumulativeTransactions: '12345',
        },
      ],
    },
    sdk: sdk.ListEvmBlocksResponse$inboundSchema,
  },
  'data.getNativeBalance': { sample: { nativeTokenBalance }, sdk: sdk.GetNativeBalanceResponse$inboundSchema },
  'data.listErc20Balances': {
    sample: {
      nextPageToken: 'n',
      nativeTokenBalance,
      erc20TokenBalances: [
        { ...erc20Token, chainId: '43114', balance: '5', balanceValue: price, tokenReputation: null },
        { ...erc20Token, chainId: '43114', balance: '6', tokenReputation: 'Malicious' },
      ],
    },
    sdk: sdk.ListErc20BalancesResponse$inboundSchema,
  },
  'data.listErc721Balances': {
    sample: { nativeTokenBalance, erc721TokenBalances: [{ ...erc721Token, chainId: '43114' }] },
    sdk: sdk.ListErc721BalancesResponse$inboundSchema,
  },
  'data.listCollectibleBalances': {
    sample: {
      nextPageToken: 'n',
      collectibleBalances: [
        { ...erc721Token, chainId: '43114' },
        { ...erc1155Token, chainId: '43114', balance: '3' },
      ],
    },
    sdk: sdkMixedList('collectibleBalances', [
      sdk.Erc721TokenBalance$inboundSchema,
      sdk.Erc1155TokenBalance$inboundSchema,
    ]),
  },
  'data.listErc20Transfers': {
    sample: {
      transactions: [
        {
          blockNumber: '100',
          blockTimestamp: 1_700_000_000,
          blockHash: TX_HASH,
          txHash: TX_HASH,
          from: rich(ADDRESS),
          to: rich(OTHER_ADDRESS),
          logIndex: 0,
          value: '5',
          erc20Token,
        },
      ],
    },
    sdk: sdk.ListErc20TransactionsResponse$inboundSchema,
  },
  'data.listNativeTransactions': {
    sample: { nextPageToken: 'n', transactions: [nativeTransaction, { ...nativeTransaction, method: undefined }] },
    sdk: sdk.ListNativeTransactionsResponse$inboundSchema,
  },
  'data.listNftCollectionTokens': {
    sample: { nextPageToken: 'n', tokens: [erc721Token, erc1155Token] },
    sdk: sdkMixedList('tokens', [sdk.Erc721Token$inboundSchema, sdk.Erc1155Token$inboundSchema]),
  },
  'data.listSubnets': { sample: { nextPageToken: 'n', subnets: [subnet] }, sdk: sdk.ListSubnetsResponse$inboundSchema },
  'data.listPendingRewards': {
    sample: {
      pendingRewards: [
        {
          addresses: [P_AVAX],
          txHash: CB58_ID,
          amountStaked: '2000000000000',
          nodeId: NODE_ID,
          startTimestamp: 1_700_000_000,
          endTimestamp: 1_701_000_000,
          rewardType: 'VALIDATOR',
          progress: 42.5,
          estimatedReward: {
            assetId: CB58_ID,
            name: 'Avalanche',
            symbol: 'AVAX',
            denomination: 9,
            type: 'secp256k1',
            amount: '1234',
          },
        },
      ],
    },
    sdk: sdk.ListPendingRewardsResponse$inboundSchema,
  },
  'data.listVerticesByHeight': {
    sample: {
      vertices: [
        {
          vertexHash: CB58_ID,
          parentHashes: [CB58_ID],
          vertexHeight: 5,
          vertexIndex: 6,
          vertexTimestamp: 1_600_000_000,
          txCount: 1,
          transactions: [CB58_ID],
          vertexSizeBytes: 300,
        },
      ],
      chainInfo: { chainName: 'x-chain', network: 'mainnet' },
    },
    sdk: sdk.ListXChainVerticesResponse$inboundSchema,
  },
  'data.getMetrics': {
    sample: { nextPageToken: 'n', results: [{ value: 12.5, timestamp: 1_700_000_000 }] },
    sdk: sdk.MetricsApiResponse$inboundSchema,
  },
  'data.listChains': { sample: { chains: [chainInfo] }, sdk: sdk.DataListChainsResponse$inboundSchema },
};
