import { z } from 'zod';
import { evmAddress } from '../ids/schemas';
import { AddressLabel, LabelList, labelKey } from '../models/labels';
import { channel } from './define';
import { MAX_SAVED_FILE_BYTES } from './files';

/** An import's outcome: the labels now stored and what happened to each entry of the file. */
export const LabelImportResult = LabelList.extend({
  added: z.number().int(),
  updated: z.number().int(),
  /** Entries that did not validate, with the reason (the rest were imported). */
  rejected: z.array(z.object({ index: z.number().int(), reason: z.string() })),
});
export type LabelImportResult = z.output<typeof LabelImportResult>;

/** Address labels and the watchlist: kept by main in the data dir, the same on every profile. */
export const labelChannels = {
  'app.labels.list': channel({
    summary: 'Every address label (and watchlist entry) stored in the data dir',
    params: z.object({}).optional(),
    result: LabelList,
    cache: 'none',
  }),
  'app.labels.set': channel({
    summary: 'Create or replace the label of an address (and whether it is watched)',
    params: z.strictObject({ label: AddressLabel.omit({ updatedAt: true }) }),
    result: LabelList,
    cache: 'none',
  }),
  'app.labels.remove': channel({
    summary: 'Forget the label of an address (and take it off the watchlist)',
    params: z.strictObject({ address: evmAddress.transform(labelKey) }),
    result: LabelList,
    cache: 'none',
  }),
  'app.labels.import': channel({
    summary: 'Merge the labels of an exported JSON file into the stored ones (a label in the file wins)',
    params: z.strictObject({
      content: z
        .string()
        .min(1, { error: 'is empty' })
        .max(MAX_SAVED_FILE_BYTES, { error: `is larger than ${MAX_SAVED_FILE_BYTES / 1048576} MB` }),
    }),
    result: LabelImportResult,
    cache: 'none',
  }),
} as const;
