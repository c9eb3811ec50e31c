import { z } from 'zod';
import { EVM_ADDRESS_HEX, evmAddressProblem } from '../ids/evm';

/** Longest name a user can give an address (a table cell still shows it whole at this length). */
export const LABEL_MAX_LENGTH = 48;
/** How many labels one store holds: a generous personal address book, small enough to load at start. */
export const MAX_LABELS = 5000;

/**
 * The one spelling a label is stored and looked up under: an EVM address in lower case, so the
 * checksummed and lower-case forms of one address find the same label on every chain.
 */
export const labelKey = (address: string) => address.trim().toLowerCase();

const labelAddress = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = evmAddressProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(labelKey);

const labelName = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(LABEL_MAX_LENGTH, { error: `must be at most ${LABEL_MAX_LENGTH} characters` })
  // Control characters would garble tables and the exported file.
  .regex(/^[^\p{Cc}]*$/u, { error: 'must not contain control characters' });

/** EVM chain (decimal id) whose native balance and activity the watchlist shows for the address. */
const watchChainId = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, { error: 'must be an EVM chain id (digits)' });

/** A user's name for an address, and whether it is on the watchlist (with the chain to watch it on). */
export const AddressLabel = z.strictObject({
  address: labelAddress,
  label: labelName,
  watch: z.boolean().default(false),
  chainId: watchChainId,
  /** ISO time of the last change (set by main). */
  updatedAt: z.string().optional(),
});
export type AddressLabel = z.output<typeof AddressLabel>;
export type AddressLabelInput = z.input<typeof AddressLabel>;

export const LabelList = z.object({ labels: z.array(AddressLabel) });
export type LabelList = z.output<typeof LabelList>;

/** What an exported labels file holds; importing accepts this or a bare array of labels. */
export const LABELS_FILE_FORMAT = 'snowscope.labels';
export const LabelsFile = z.object({
  format: z.literal(LABELS_FILE_FORMAT).optional(),
  version: z.literal(1).optional(),
  labels: z
    .array(z.unknown(), { error: 'must be a list of labels' })
    .max(MAX_LABELS, { error: `holds more than ${MAX_LABELS} labels` }),
});

/** The JSON text of an export: stable order (by label) so two exports of the same labels are identical. */
export function labelsFileText(labels: readonly AddressLabel[]): string {
  const sorted = [...labels].sort((a, b) => a.label.localeCompare(b.label) || a.address.localeCompare(b.address));
  return `${JSON.stringify({ format: LABELS_FILE_FORMAT, version: 1, labels: sorted }, null, 2)}\n`;
}

/** Whether `text` is an address a label can belong to (what the label form and the link check). */
export const isLabelableAddress = (text: string) => EVM_ADDRESS_HEX.test(text.trim());
