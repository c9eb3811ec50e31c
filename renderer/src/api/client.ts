import {
  type AppEventName,
  type AppEventPayload,
  type ChannelName,
  contract,
  type ParamsIn,
  type Result,
} from '@shared/contract';
import type { AppError } from '@shared/errors';
import { zodFieldErrors, zodIssueToAppError } from '@shared/schema';
import type { z } from 'zod';
import { ApiError, toApiError } from './api-error';
import { transport } from './bridge';

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
async function invoke<C extends ChannelName>(channel: C, params: ParamsIn<C>): Promise<Result<C>> {
  const problem = paramsProblem(channel, params);
  if (problem) throw new ApiError(problem, channel);
  try {
    const result = await transport().bridge.invoke(channel, params);
    if (!result.ok) throw new ApiError(result.error, channel);
    return result.data;
  } catch (e) {
    throw toApiError(e, channel);
  }
}

function on<E extends AppEventName>(event: E, listener: (payload: AppEventPayload<E>) => void): () => void {
  return transport().bridge.on(event, listener);
}

export const api = { invoke, on, mode: () => transport().mode } as const;
