import { type DataApiClient, seg } from '@main/services/data-api-client';
import { PAGE_LIMITS } from '@shared/contract/data/common';
import { AppErrorException } from '@shared/errors';
import { ChainInfo } from '@shared/models/data/chains';
import { ListErc20TransfersResponse, ListNativeTransactionsResponse } from '@shared/models/data/transactions';
import { zodIssueToAppError } from '@shared/schema';
import type { z } from 'zod';
import { type ExportRow, type ExportStream, erc20Row, type NativeToken, nativeRow } from './rows';

/** The largest page the transfer lists allow (spec Limits): fewest requests per row. */
export const EXPORT_PAGE_SIZE = PAGE_LIMITS['data.listNativeTransactions'].max;

/**
 * One page: its next token at once, its rows on demand, so the next page can be asked for before this
 * one is checked and converted.
 */
export interface ExportPage {
  nextPageToken?: string;
  rows(): ExportRow[];
}

/** Blocks [startBlock, endBlock) as the Data API takes them. */
export interface BlockRange {
  startBlock?: number;
  endBlock?: number;
}

/** Where a local export's pages come from: the Data API in the app, a fake in unit tests. */
export interface PageSource {
  nativeToken(chainId: string, signal: AbortSignal): Promise<NativeToken>;
  page(
    stream: ExportStream,
    pageToken: string | undefined,
    range: BlockRange,
    token: NativeToken | undefined,
    signal: AbortSignal,
  ): Promise<ExportPage>;
}

function parsed<S extends z.ZodType>(schema: S, raw: unknown, what: string): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const error = zodIssueToAppError(result.error, 'parse');
  throw new AppErrorException({ ...error, message: `Unexpected answer for ${what} — ${error.message}` });
}

/** Pages `transactions:listNative` / `transactions:listErc20` through the job's own Data API client. */
export class DataApiPageSource implements PageSource {
  constructor(private readonly client: DataApiClient) {}

  async nativeToken(chainId: string, signal: AbortSignal): Promise<NativeToken> {
    const raw = await this.client.get(`/v1/chains/${seg(chainId)}`, undefined, 'data', signal);
    const chain = parsed(ChainInfo, raw, `chain ${chainId}`);
    return { symbol: chain.networkToken.symbol, decimals: chain.networkToken.decimals };
  }

  async page(
    stream: ExportStream,
    pageToken: string | undefined,
    range: BlockRange,
    token: NativeToken | undefined,
    signal: AbortSignal,
  ): Promise<ExportPage> {
    const list = stream.list === 'native' ? 'listNative' : 'listErc20';
    const path = `/v1/chains/${seg(stream.chainId)}/addresses/${seg(stream.address)}/transactions:${list}`;
    const raw = await this.client.get(
      path,
      { pageSize: EXPORT_PAGE_SIZE, pageToken, startBlock: range.startBlock, endBlock: range.endBlock },
      'data',
      signal,
    );
    const next = (raw as { nextPageToken?: unknown } | null)?.nextPageToken;
    const nextPageToken = typeof next === 'string' && next.length > 0 ? next : undefined;
    if (stream.list === 'native') {
      if (!token) throw new Error('the native token of the chain is needed for native rows');
      return {
        nextPageToken,
        rows: () =>
          parsed(ListNativeTransactionsResponse, raw, `transactions:listNative of ${stream.address}`).transactions.map(
            (tx) => nativeRow(stream, tx, token),
          ),
      };
    }
    return {
      nextPageToken,
      rows: () =>
        parsed(ListErc20TransfersResponse, raw, `transactions:listErc20 of ${stream.address}`).transactions.map((t) =>
          erc20Row(stream, t),
        ),
    };
  }
}
