import { type ChannelName, contract, isChannelName } from '@shared/contract';
import { type AppError, AppErrorException, appError, type IpcResult } from '@shared/errors';
import { zodIssueToAppError } from '@shared/schema';
import type { HandlerContext, HandlerMap } from './types';

export type Dispatch = (channel: string, rawParams: unknown) => Promise<IpcResult<unknown>>;

/**
 * The single entry of every call: look the channel up, validate params (again — the renderer already
 * did, but main trusts nothing), run the handler, parse the answer with the channel's result schema.
 */
export function createRouter(handlers: HandlerMap<ChannelName>, ctx: HandlerContext): Dispatch {
  return async (channel, rawParams) => {
    if (!isChannelName(channel)) {
      return { ok: false, error: appError('validation', `Unknown channel "${channel}"`) };
    }
    const spec = contract[channel];
    const params = spec.params.safeParse(rawParams ?? undefined);
    if (!params.success) return { ok: false, error: zodIssueToAppError(params.error, 'validation') };

    let raw: unknown;
    try {
      const handler = handlers[channel] as (p: unknown, c: HandlerContext) => Promise<unknown>;
      raw = await handler(params.data, ctx);
    } catch (e) {
      return { ok: false, error: toAppError(e) };
    }
    const parsed = spec.result.safeParse(raw);
    if (!parsed.success) {
      const error = zodIssueToAppError(parsed.error, 'parse');
      return { ok: false, error: { ...error, message: `Unexpected answer for ${channel} — ${error.message}` } };
    }
    return { ok: true, data: parsed.data };
  };
}

function toAppError(e: unknown): AppError {
  if (e instanceof AppErrorException) return e.error;
  // Never echo arbitrary exception text that could contain secrets; keep it short and generic.
  const message = e instanceof Error ? e.message.slice(0, 300) : 'Unexpected failure';
  return appError('internal', message);
}
