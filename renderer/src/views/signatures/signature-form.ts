import { paramsFieldErrors } from '@renderer/api';
import { hashParams } from '@renderer/routing/hash-query';
import { contract, type ParamsIn } from '@shared/contract';
import { type DataNetwork, NETWORKS } from '@shared/contract/data/common';
import { wholeNumberInput } from '../address/filters';

/**
 * The aggregation request as typed, where it lives in the hash (so a request can be shared), the params
 * it stands for and the contract's message for each field.
 */

export interface AggregateForm {
  network: DataNetwork;
  message: string;
  justification: string;
  signingSubnetId: string;
  quorumPercentage: string;
  quorumPercentageBuffer: string;
  pChainHeight: string;
}
export type AggregateField = Exclude<keyof AggregateForm, 'network'>;
export type AggregateParams = ParamsIn<'data.aggregateSignatures'>;
export type AggregateErrors = Partial<Record<keyof AggregateForm, string>>;

/** Form field → `?name=` in the hash. */
const HASH_NAMES = {
  network: 'network',
  message: 'message',
  justification: 'justification',
  signingSubnetId: 'subnet',
  quorumPercentage: 'quorum',
  quorumPercentageBuffer: 'buffer',
  pChainHeight: 'height',
} as const satisfies Record<keyof AggregateForm, string>;

export const isDataNetwork = (value: string | null): value is DataNetwork =>
  (NETWORKS as readonly string[]).includes(value ?? '');

export function emptyForm(network: DataNetwork): AggregateForm {
  return {
    network,
    message: '',
    justification: '',
    signingSubnetId: '',
    quorumPercentage: '',
    quorumPercentageBuffer: '',
    pChainHeight: '',
  };
}

/** The form a hash asks for; values are kept exactly as typed. */
export function formFromHash(hash: string, profileNetwork: DataNetwork): AggregateForm {
  const q = hashParams(hash, Object.values(HASH_NAMES));
  const form = emptyForm(isDataNetwork(q.network) ? q.network : profileNetwork);
  for (const [field, name] of Object.entries(HASH_NAMES)) {
    if (field !== 'network') form[field as AggregateField] = q[name] ?? '';
  }
  return form;
}

/** The hash parameters of a form (empty fields and the profile's own network left out). */
export function hashUpdatesOf(form: AggregateForm, profileNetwork: DataNetwork): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [field, name] of Object.entries(HASH_NAMES)) {
    const value = form[field as keyof AggregateForm];
    out[name] = field === 'network' ? (value === profileNetwork ? null : value) : value.trim() === '' ? null : value;
  }
  return out;
}

/** Pasted hex often wraps over lines: the spaces and line breaks inside it are not part of it. */
const compactHex = (text: string) => text.replace(/\s+/g, '');
const optionalText = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The params the form stands for; a text that is not a number is passed on for the contract to name. */
export function aggregateParams(form: AggregateForm): AggregateParams {
  const entries = {
    network: form.network,
    message: optionalText(compactHex(form.message)),
    justification: optionalText(compactHex(form.justification)),
    signingSubnetId: optionalText(form.signingSubnetId),
    quorumPercentage: wholeNumberInput(form.quorumPercentage),
    quorumPercentageBuffer: wholeNumberInput(form.quorumPercentageBuffer),
    pChainHeight: wholeNumberInput(form.pChainHeight),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined)) as AggregateParams;
}

/** The contract's message per form field (the quorum sum rule lands on the buffer, as the contract puts it). */
export function aggregateErrors(params: AggregateParams): AggregateErrors {
  const out: AggregateErrors = {};
  for (const [path, message] of Object.entries(paramsFieldErrors('data.aggregateSignatures', params))) {
    const field = path.split('.')[0] as keyof AggregateForm;
    if (field in HASH_NAMES) out[field] ??= message;
  }
  return out;
}

/** The JSON body main will POST (the contract's output: trimmed, without the path's network). */
export function requestBody(params: AggregateParams): Record<string, unknown> | null {
  const parsed = contract['data.aggregateSignatures'].params.safeParse(params);
  if (!parsed.success) return null;
  const { network: _path, ...body } = parsed.data;
  return body;
}

export const aggregatePath = (network: DataNetwork) => `/v1/signatureAggregator/${network}/aggregateSignatures`;

/** A shell-safe single-quoted word. */
const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The same request as curl; the API key is never written out (the note beside it says how to add one). */
export function curlOf(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>): string {
  const lines = [`curl -X ${method} ${quote(url)}`, `  -H ${quote('accept: application/json')}`];
  if (body) {
    lines.push(`  -H ${quote('content-type: application/json')}`);
    lines.push(`  --data ${quote(JSON.stringify(body))}`);
  }
  return lines.join(' \\\n');
}
