import { type CallContext, type ChannelName, channelUsesProfile, contract, isChannelName } from '@shared/contract';
import { type AppError, AppErrorException, appError, type IpcResult } from '@shared/errors';
import type { Profile } from '@shared/models/profile';
import { zodIssueToAppError } from '@shared/schema';
import { stripBidiControlsDeep } from '@shared/text/bidi';
import type { HandlerContext, HandlerMap } from './types';

export type Dispatch = (channel: string, rawParams: unknown, call?: CallContext) => Promise<IpcResult<unknown>>;

export interface RouterDeps {
  /** The profile with this id, or undefined. */
  findProfile(id: string): Profile | undefined;
  /** The profile app channels run under (they do not name one). */
  activeProfile(): Profile;
  /** The handler context of one call, bound to its profile. */
  contextFor(profile: Profile): HandlerContext;
}

/** Which profile a call answers from: the one it names (required for remote channels). */
function profileOfCall(channel: ChannelName, call: CallContext | undefined, deps: RouterDeps): Profile | AppError {
  if (!channelUsesProfile(channel)) return deps.activeProfile();
  const id = typeof call?.profileId === 'string' ? call.profileId : '';
  if (!id) return appError('validation', `${channel} must name the profile it answers from`, { field: 'profileId' });
  return deps.findProfile(id) ?? appError('validation', `No profile "${id.slice(0, 80)}"`, { field: 'profileId' });
}

/**
 * The single entry of every call: look the channel up, validate params (again — the renderer already
 * did, but main trusts nothing), resolve the profile the call names, run the handler, strip bidi controls
 * from remote text, parse the answer with the channel's result schema.
 */
export function createRouter(handlers: HandlerMap<ChannelName>, deps: RouterDeps): Dispatch {
  return async (channel, rawParams, call) => {
    if (!isChannelName(channel)) {
      return { ok: false, error: appError('validation', `Unknown channel "${channel.slice(0, 80)}"`) };
    }
    const spec = contract[channel];
    const params = spec.params.safeParse(rawParams ?? undefined);
    if (!params.success) return { ok: false, error: zodIssueToAppError(params.error, 'validation') };
    const profile = profileOfCall(channel, call, deps);
    if (!('id' in profile)) return { ok: false, error: profile };

    let raw: unknown;
    try {
      const handler = handlers[channel] as (p: unknown, c: HandlerContext) => Promise<unknown>;
      raw = await handler(params.data, deps.contextFor(profile));
    } catch (e) {
      return { ok: false, error: toAppError(e) };
    }
    return parseChannelResult(channel, raw);
  };
}

/**
 * A remote answer as the renderer receives it: parsed tolerantly with the channel's result schema, or
 * the parse error naming the field path. The corpus of real responses is checked through this too.
 */
export function parseChannelResult(channel: ChannelName, raw: unknown): IpcResult<unknown> {
  // Remote answers are untrusted text: names must display as what they are (no bidi spoofing).
  const parsed = contract[channel].result.safeParse(channelUsesProfile(channel) ? stripBidiControlsDeep(raw) : raw);
  if (!parsed.success) {
    const error = zodIssueToAppError(parsed.error, 'parse');
    return { ok: false, error: { ...error, message: `Unexpected answer for ${channel} — ${error.message}` } };
  }
  return { ok: true, data: parsed.data };
}

/**
 * A typed AppError thrown by a service passes through as it is; any other exception becomes kind
 * `internal` with at most 300 characters of its message (a stack or a long dump never reaches the UI).
 */
function toAppError(e: unknown): AppError {
  if (e instanceof AppErrorException) return e.error;
  const message = e instanceof Error ? e.message.slice(0, 300) : 'Unexpected failure';
  return appError('internal', message);
}
