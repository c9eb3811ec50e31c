import { BROWSER_MODE } from '@shared/bridge';

/** The HTTP request browser mode sends for one call: POST `/ipc/<channel>` with the params as JSON. */
export function ipcRequest(
  channel: string,
  params: unknown,
  token: string | null,
  profileId: string | undefined,
): { url: string; init: RequestInit; key: string } {
  const body = JSON.stringify(params ?? {});
  return {
    url: `${BROWSER_MODE.ipcPrefix}${encodeURIComponent(channel)}`,
    init: {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { [BROWSER_MODE.tokenHeader]: token } : {}),
        ...(profileId ? { [BROWSER_MODE.profileHeader]: profileId } : {}),
      },
      body,
    },
    // The same call asked twice has the same key (used to hand an early answer to the call it was for).
    key: `${channel}\n${profileId ?? ''}\n${body}`,
  };
}
