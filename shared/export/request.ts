import { chainId, isoDate, wholeNumber } from '@shared/contract/data/common';
import { SafeFileName } from '@shared/files/file-name';
import { evmAddress } from '@shared/ids';
import { z } from 'zod';

/** What a transaction export asks for, checked the same way in the dialog and again in main. */

export const EXPORT_KINDS = ['native', 'erc20', 'both'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
/** One list of the Data API: `both` pages the two of them. */
export type ExportListKind = Exclude<ExportKind, 'both'>;

export const EXPORT_FORMATS = ['csv', 'jsonl'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MODES = ['local', 'remote'] as const;
export type ExportMode = (typeof EXPORT_MODES)[number];

/** Bounds that keep one job's list of streams (chains × addresses × lists) small enough to show. */
export const MAX_EXPORT_ADDRESSES = 25;
export const MAX_EXPORT_CHAINS = 10;

/** A list without repeats (compared case-insensitively): a repeat would export the same rows twice. */
const distinct = <T extends z.ZodType<string>>(item: T, what: string, min: string, max: number) =>
  z
    .array(item, { error: `must be a list of ${what}` })
    .min(1, { error: min })
    .max(max, { error: `at most ${max} ${what}` })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((value, i) => {
        const key = value.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: `${value} is listed twice` });
        seen.add(key);
      });
    });

const addresses = distinct(evmAddress, 'addresses', 'add at least one address', MAX_EXPORT_ADDRESSES);
const chainIds = distinct(chainId, 'chains', 'choose at least one chain', MAX_EXPORT_CHAINS);

/** First and last day (UTC, both included). */
const dateRange = { fromDate: isoDate.optional(), toDate: isoDate.optional() };

function checkDates(p: { fromDate?: string; toDate?: string }, ctx: z.RefinementCtx) {
  // ISO dates compare correctly as strings.
  if (p.fromDate && p.toDate && p.fromDate > p.toDate) {
    ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'must not be before the first day' });
  }
}

/** Snowscope pages `transactions:listNative` / `listErc20` itself and writes the file as pages arrive. */
export const LocalExportRequest = z
  .strictObject({
    mode: z.literal('local'),
    addresses,
    chainIds,
    kind: z.enum(EXPORT_KINDS, { error: 'must be native, erc20 or both' }),
    /** Inclusive, as the Data API's startBlock. */
    startBlock: wholeNumber.optional(),
    /** Exclusive, as the Data API's endBlock. */
    endBlock: wholeNumber.optional(),
    ...dateRange,
    format: z.enum(EXPORT_FORMATS, { error: 'must be csv or jsonl' }),
    fileName: SafeFileName,
  })
  .superRefine((p, ctx) => {
    if (p.startBlock !== undefined && p.endBlock !== undefined && p.startBlock >= p.endBlock) {
      ctx.addIssue({
        code: 'custom',
        path: ['endBlock'],
        message: 'must be greater than the start block (the end block is excluded)',
      });
    }
    checkDates(p, ctx);
  });
export type LocalExportRequest = z.output<typeof LocalExportRequest>;

/** The Data API builds the file (`POST /v1/operations/transactions:export`); Snowscope downloads it. */
export const RemoteExportRequest = z
  .strictObject({
    mode: z.literal('remote'),
    addresses,
    chainIds,
    ...dateRange,
    fileName: SafeFileName,
  })
  .superRefine(checkDates);
export type RemoteExportRequest = z.output<typeof RemoteExportRequest>;

export const ExportRequest = z.discriminatedUnion('mode', [LocalExportRequest, RemoteExportRequest]);
export type ExportRequest = z.output<typeof ExportRequest>;
export type ExportRequestInput = z.input<typeof ExportRequest>;

/** The lists a kind pages, in file order. */
export const listKindsOf = (kind: ExportKind): ExportListKind[] => (kind === 'both' ? ['native', 'erc20'] : [kind]);
