import { paramsFieldErrors } from '@renderer/api';
import type { ParamsIn } from '@shared/contract';
import type { Profile } from '@shared/models/profile';
import {
  type ExplorerDraft,
  emptyExplorerDraft,
  explorerDraftOf,
  explorerFieldOf,
  explorerInput,
} from './explorer-draft';
import { keyNeedsHttpOptIn } from './url-safety';

type ProfileInput = ParamsIn<'app.profiles.save'>['profile'];

/** What the profile form edits: every field as typed (text), so nothing is lost to parsing. */
export interface ProfileDraft extends ExplorerDraft {
  id: string;
  name: string;
  network: Profile['network'];
  defaultChainId: string;
  dataApiUrl: string;
  metricsApiUrl: string;
  nodeRpcUrl: string;
  apiKeyHeader: string;
  timeoutMs: string;
  publicNode: boolean;
  /** Kept only while a Data API / metrics URL is plain http to another host (see keyNeedsHttpOptIn). */
  allowKeyOverHttp: boolean;
}

export type DraftField = keyof ProfileDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

/** The SDKs' header; the spec names `x-service-api-key` instead (the form's hint says so). */
export const DEFAULT_KEY_HEADER = 'x-glacier-api-key';
export const SPEC_KEY_HEADER = 'x-service-api-key';

/** C-Chain of each network: the default chain follows the network while the user has not changed it. */
export const C_CHAIN_BY_NETWORK: Record<Profile['network'], string> = { mainnet: '43114', fuji: '43113' };

export function emptyDraft(): ProfileDraft {
  return {
    id: '',
    name: '',
    network: 'mainnet',
    defaultChainId: C_CHAIN_BY_NETWORK.mainnet,
    dataApiUrl: '',
    metricsApiUrl: '',
    nodeRpcUrl: '',
    apiKeyHeader: DEFAULT_KEY_HEADER,
    timeoutMs: '20000',
    publicNode: false,
    ...emptyExplorerDraft(),
    allowKeyOverHttp: false,
  };
}

export function draftFromProfile(profile: Profile): ProfileDraft {
  return {
    id: profile.id,
    name: profile.name,
    network: profile.network,
    defaultChainId: profile.defaultChainId,
    dataApiUrl: profile.dataApiUrl,
    metricsApiUrl: profile.metricsApiUrl,
    nodeRpcUrl: profile.nodeRpcUrl,
    apiKeyHeader: profile.apiKeyHeader,
    timeoutMs: String(profile.timeoutMs),
    publicNode: profile.publicNode,
    ...explorerDraftOf(profile.explorer),
    allowKeyOverHttp: profile.allowKeyOverHttp ?? false,
  };
}

/** A profile id suggested by a name: `My node #2` → `my-node-2`. */
export function idFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/**
 * A new-profile draft with every setting of `profile` (never its key): named "<name> (copy)", or
 * "(copy 2)"… when that is taken, with the id that name suggests.
 */
export function duplicateDraft(profile: Profile, existing: readonly Profile[]): ProfileDraft {
  const names = new Set(existing.map((p) => p.name.toLowerCase()));
  const ids = new Set(existing.map((p) => p.id));
  const base = profile.name.slice(0, 45).trimEnd();
  let name = `${base} (copy)`;
  for (let n = 2; names.has(name.toLowerCase()) || ids.has(idFromName(name)); n++) name = `${base} (copy ${n})`;
  return { ...draftFromProfile(profile), id: idFromName(name), name };
}

const WHOLE_NUMBER = /^\d+$/;

export function draftToInput(draft: ProfileDraft): ProfileInput {
  const timeout = draft.timeoutMs.trim();
  return {
    id: draft.id.trim(),
    name: draft.name,
    builtin: false,
    network: draft.network,
    defaultChainId: draft.defaultChainId.trim(),
    dataApiUrl: draft.dataApiUrl,
    metricsApiUrl: draft.metricsApiUrl,
    nodeRpcUrl: draft.nodeRpcUrl,
    apiKeyHeader: draft.apiKeyHeader.trim(),
    timeoutMs: WHOLE_NUMBER.test(timeout) ? Number(timeout) : Number.NaN,
    publicNode: draft.publicNode,
    explorer: explorerInput(draft),
    // An opt-in that no longer applies (the URLs became https or loopback) is not kept.
    allowKeyOverHttp: draft.allowKeyOverHttp && keyNeedsHttpOptIn(draft),
  };
}

const FIELD_PREFIX = 'profile.';

/** Maps a contract field path (`profile.dataApiUrl`) to the form field it belongs to, if any. */
export function draftFieldOf(path: string | undefined): DraftField | null {
  if (!path?.startsWith(FIELD_PREFIX)) return null;
  const field = path.slice(FIELD_PREFIX.length);
  return field in emptyDraft() ? (field as DraftField) : explorerFieldOf(field);
}

/**
 * Every problem of the draft, per field: the contract's own messages (the same schema the main process
 * applies), plus the two things only the form knows: a non-numeric timeout and an id already taken.
 */
export function validateDraft(draft: ProfileDraft, takenIds: readonly string[]): DraftErrors {
  const errors: DraftErrors = {};
  for (const [path, message] of Object.entries(
    paramsFieldErrors('app.profiles.save', { profile: draftToInput(draft) }),
  )) {
    const field = draftFieldOf(path);
    if (field && !errors[field]) errors[field] = message;
  }
  if (!WHOLE_NUMBER.test(draft.timeoutMs.trim())) errors.timeoutMs = 'must be a whole number of milliseconds';
  if (!errors.id && takenIds.includes(draft.id.trim()))
    errors.id = `"${draft.id.trim()}" is already used by another profile`;
  return errors;
}
