import { paramsFieldErrors } from '@renderer/api';
import { hashParams } from '@renderer/routing/hash-query';
import { splitAddressList, wholeNumberInput } from '@renderer/views/address/filters';
import type { ParamsIn } from '@shared/contract';
import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  type ExportFormat,
  type ExportKind,
  type ExportMode,
} from '@shared/export/request';
import { toSafeFileName } from '@shared/files/file-name';

/** What the export dialog edits: text as typed, so nothing the user wrote is lost to a parse. */
export interface ExportForm {
  mode: ExportMode;
  /** One address per line (commas and spaces also separate). */
  addresses: string;
  chainIds: string[];
  kind: ExportKind;
  startBlock: string;
  endBlock: string;
  fromDate: string;
  toDate: string;
  format: ExportFormat;
  fileName: string;
  /** Once the user typed a name it is theirs; until then it follows the other fields. */
  fileNameEdited: boolean;
}

export type ExportField = Exclude<keyof ExportForm, 'fileNameEdited'>;
export type ExportErrors = Partial<Record<ExportField, string>>;

/** `#/export?address=0x…&chain=43114&kind=native&startBlock=&endBlock=&from=&to=`. */
export const PREFILL_PARAMS = ['address', 'chain', 'kind', 'startBlock', 'endBlock', 'from', 'to'] as const;
export type ExportPrefill = Partial<Record<(typeof PREFILL_PARAMS)[number], string>>;

export function prefillFromHash(hash: string): ExportPrefill | null {
  const values = hashParams(hash, PREFILL_PARAMS);
  const prefill: ExportPrefill = {};
  for (const name of PREFILL_PARAMS) if (values[name] !== null) prefill[name] = values[name];
  return Object.keys(prefill).length > 0 ? prefill : null;
}

const shortAddress = (a: string) => (a.length > 12 ? `${a.slice(0, 6)}…${a.slice(-4)}` : a);

/** `snowscope-0x8ba1…BA72-43114-both.csv`, from what the form asks for. */
export function suggestedFileName(form: ExportForm): string {
  const addresses = splitAddressList(form.addresses);
  const who =
    addresses.length === 0
      ? 'transactions'
      : addresses.length === 1
        ? shortAddress(addresses[0] as string)
        : `${addresses.length}-addresses`;
  const chains = form.chainIds.length === 1 ? (form.chainIds[0] as string) : `${form.chainIds.length}-chains`;
  const what = form.mode === 'remote' ? 'remote' : form.kind;
  const ext = form.mode === 'remote' ? 'csv' : form.format;
  return toSafeFileName(`snowscope-${who.replace('…', '_')}-${chains}-${what}.${ext}`, `snowscope-export.${ext}`);
}

export function withSuggestedName(form: ExportForm): ExportForm {
  return form.fileNameEdited ? form : { ...form, fileName: suggestedFileName(form) };
}

/** A blank form for `chainId`, with whatever the link or the address view prefilled. */
export function initialForm(chainId: string, prefill: ExportPrefill | null): ExportForm {
  const kind = (EXPORT_KINDS as readonly string[]).includes(prefill?.kind ?? '')
    ? (prefill?.kind as ExportKind)
    : 'both';
  return withSuggestedName({
    mode: 'local',
    addresses: prefill?.address ?? '',
    chainIds: [prefill?.chain ?? chainId],
    kind,
    startBlock: prefill?.startBlock ?? '',
    endBlock: prefill?.endBlock ?? '',
    fromDate: prefill?.from ?? '',
    toDate: prefill?.to ?? '',
    format: 'csv',
    fileName: '',
    fileNameEdited: false,
  });
}

const dateOf = (text: string) => (text.trim() === '' ? undefined : text.trim());

export function requestOf(form: ExportForm): ParamsIn<'export.start'> {
  const common = {
    addresses: splitAddressList(form.addresses),
    chainIds: form.chainIds,
    fromDate: dateOf(form.fromDate),
    toDate: dateOf(form.toDate),
    fileName: form.fileName,
  };
  if (form.mode === 'remote') return { mode: 'remote', ...common };
  return {
    mode: 'local',
    ...common,
    kind: form.kind,
    // Not a number yet? It goes as typed, so the contract's message names the problem.
    startBlock: wholeNumberInput(form.startBlock) as number | undefined,
    endBlock: wholeNumberInput(form.endBlock) as number | undefined,
    format: (EXPORT_FORMATS as readonly string[]).includes(form.format) ? form.format : 'csv',
  };
}

/**
 * Every field's problem, by the same contract main checks again: `addresses.2` becomes a message on the
 * addresses box naming the address.
 */
export function formErrors(form: ExportForm): ExportErrors {
  const request = requestOf(form);
  const raw = paramsFieldErrors('export.start', request);
  const errors: ExportErrors = {};
  const badAddresses: string[] = [];
  for (const [path, message] of Object.entries(raw)) {
    const [field, index] = path.split('.') as [string, string | undefined];
    if (field === 'addresses' && index !== undefined) {
      badAddresses.push(`${request.addresses[Number(index)] ?? `Address ${Number(index) + 1}`}: ${message}`);
    } else if (field === 'chainIds' && index !== undefined) {
      errors.chainIds ??= `${request.chainIds[Number(index)]}: ${message}`;
    } else if (field in form) {
      errors[field as ExportField] ??= message;
    }
  }
  if (badAddresses.length > 0) {
    const more = badAddresses.length > 3 ? ` (and ${badAddresses.length - 3} more)` : '';
    errors.addresses ??= `${badAddresses.slice(0, 3).join('; ')}${more}`;
  }
  return errors;
}

/** Fields in the order they appear, for focusing the first invalid one. */
export const FIELD_ORDER: ExportField[] = [
  'mode',
  'addresses',
  'chainIds',
  'kind',
  'startBlock',
  'endBlock',
  'fromDate',
  'toDate',
  'format',
  'fileName',
];
