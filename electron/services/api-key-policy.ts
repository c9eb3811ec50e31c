import { isLoopbackUrl } from '@shared/net/host-scope';

export type KeyTransport = { send: true } | { send: false; reason: string };

/**
 * Whether an API key may travel to `url`: over https always; over plain http only to this computer
 * (loopback), or to another host when the user opted in for that profile (anyone on the network path
 * can read a key sent in clear text).
 */
export function apiKeyTransport(url: string, allowKeyOverHttp: boolean): KeyTransport {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { send: false, reason: 'the URL is not valid' };
  }
  if (parsed.protocol === 'https:' || isLoopbackUrl(url) || (parsed.protocol === 'http:' && allowKeyOverHttp)) {
    return { send: true };
  }
  return {
    send: false,
    reason: `The API key is not sent over plain http to ${parsed.host}: use https, or allow sending the key over http in this profile's settings`,
  };
}
