import { z } from 'zod';
import { ApiKeyStatus, CustomProfileInput, KEY_STORAGES, KeychainInfo, Profile, ProfileList } from '../models/profile';
import { MAX_PROFILES_FILE_BYTES, ProfileImportResult } from '../models/profile-file';
import { channel } from './define';

const profileId = z.strictObject({ profileId: z.string().min(1, { error: 'is required' }).max(200) });

/** Channels served by the app itself (no remote call): connection profiles and API keys. */
export const appChannels = {
  'app.profiles.list': channel({
    summary: 'All connection profiles and the active one',
    params: z.strictObject({}).optional(),
    result: ProfileList,
    cache: 'none',
  }),
  'app.profiles.select': channel({
    summary: 'Make a profile the active one',
    params: profileId,
    result: Profile,
    cache: 'none',
  }),
  'app.profiles.save': channel({
    summary: 'Create or update a custom profile (built-ins are read-only)',
    params: z.strictObject({ profile: CustomProfileInput }),
    result: Profile,
    cache: 'none',
  }),
  'app.profiles.remove': channel({
    summary: 'Delete a custom profile and its stored API key',
    params: profileId,
    result: ProfileList,
    cache: 'none',
  }),
  'app.profiles.import': channel({
    summary:
      'Add the profiles of an exported JSON file (never keys); the whole file is checked first, a bad one changes nothing; taken ids or names get a new one',
    params: z.strictObject({
      content: z
        .string()
        .min(1, { error: 'is empty' })
        .max(MAX_PROFILES_FILE_BYTES, { error: `is larger than ${MAX_PROFILES_FILE_BYTES / 1024} KB` }),
    }),
    result: ProfileImportResult,
    cache: 'none',
  }),
  'app.keychain.info': channel({
    summary: 'Which OS keychain holds API keys on this machine, or why there is none',
    params: z.strictObject({}).optional(),
    result: KeychainInfo,
    cache: 'none',
  }),
  'app.apiKey.status': channel({
    summary: 'Whether an API key is set for a profile and where it is kept (the key itself never leaves main)',
    params: profileId,
    result: ApiKeyStatus,
    cache: 'none',
  }),
  'app.apiKey.set': channel({
    summary: 'Store an API key for a profile: in the OS keychain, or for this session only (memory)',
    params: profileId.extend({
      apiKey: z
        .string()
        .trim()
        .min(8, { error: 'looks too short for an API key' })
        .max(512, { error: 'is too long' })
        .regex(/^[\x21-\x7e]+$/, { error: 'must be printable characters without spaces' }),
      storage: z.enum(KEY_STORAGES, { error: 'must be keychain or session' }).default('keychain'),
    }),
    result: ApiKeyStatus,
    cache: 'none',
  }),
  'app.apiKey.clear': channel({
    summary: 'Remove the API key of a profile (keychain and session)',
    params: profileId,
    result: ApiKeyStatus,
    cache: 'none',
  }),
} as const;
