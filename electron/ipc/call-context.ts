import type { CallContext } from '@shared/contract';

/**
 * The call context as it arrives from a transport (IPC argument or HTTP header): untrusted, so only a
 * short string profile id is kept; anything else reads as "no profile named" and the router refuses
 * remote channels for it.
 */
export function callContext(raw: unknown): CallContext {
  const id = typeof raw === 'object' && raw !== null ? (raw as { profileId?: unknown }).profileId : undefined;
  return typeof id === 'string' && id.length > 0 && id.length <= 200 ? { profileId: id } : {};
}
