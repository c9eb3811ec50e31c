import { BROWSER_MODE } from '@shared/bridge';
import {
  type AppChannelName,
  type AppEventName,
  type AppEventPayload,
  type CallContext,
  type ChannelName,
  contract,
  type ParamsIn,
  type ProfileChannelName,
  type Result,
} from '@shared/contract';
import type { AppError } from '@shared/errors';
import { zodFieldErrors, zodIssueToAppError } from '@shared/schema';
import type { z } from 'zod';
import { ApiError, toApiError } from './api-error';
import { browserToken } from './token';
import { transport } from './transport';

const paramsSchema = (channel: ChannelName): z.ZodType => contract[channel].params;

/** The first problem with `params` for `channel` (field path named), or null when they would be accepted. */
export function paramsProblem<C extends ChannelName>(channel: C, params: ParamsIn<C>): AppError | null {
  const parsed = paramsSchema(channel).safeParse(params);
  return parsed.success ? null : zodIssueToAppError(parsed.error, 'validation');
}

/** Every field message for a form bound to `channel`: `{ apiKey: 'looks too short for an API key' }`. */
export function paramsFieldErrors(channel: ChannelName, params: unknown): Record<string, string> {
  const parsed = paramsSchema(channel).safeParse(params);
  return parsed.success ? {} : zodFieldErrors(parsed.error);
}

/**
 * The renderer's only way to reach the backend. Params are checked against the contract first, so a
 * bad input is refused here with the field named and never leaves the page.
 */
async function send<C extends ChannelName>(channel: C, params: ParamsIn<C>, call: CallContext): Promise<Result<C>> {
  const problem = paramsProblem(channel, params);
  if (problem) throw new ApiError(problem, channel);
  try {
    const result = await transport().bridge.invoke(channel, params, call);
    if (!result.ok) throw new ApiError(result.error, channel);
    return result.data;
  } catch (e) {
    throw toApiError(e, channel);
  }
}

/** An app channel (profiles, keys, files…): the answer does not depend on a profile. */
const invoke = <C extends AppChannelName>(channel: C, params: ParamsIn<C>): Promise<Result<C>> =>
  send(channel, params, {});

/**
 * A remote channel, answered from `profileId`: the profile whose id is in the cache key the answer is
 * stored under, so a profile switch in flight (or another tab) can never file one profile's answer
 * under another's key.
 */
const invokeAs = <C extends ProfileChannelName>(
  profileId: string,
  channel: C,
  params: ParamsIn<C>,
): Promise<Result<C>> => send(channel, params, { profileId });

function on<E extends AppEventName>(event: E, listener: (payload: AppEventPayload<E>) => void): () => void {
  return transport().bridge.on(event, listener);
}

/**
 * The URL of a file main prepared as a download (browser mode, in place of a save dialog): the page's
 * session token goes in the query, as for the event stream.
 */
function downloadUrl(downloadPath: string): string {
  const token = browserToken();
  return token ? `${downloadPath}?${BROWSER_MODE.tokenQuery}=${encodeURIComponent(token)}` : downloadPath;
}

export const api = { invoke, invokeAs, on, downloadUrl, mode: () => transport().mode } as const;
