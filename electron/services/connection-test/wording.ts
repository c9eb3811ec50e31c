import type { AppError } from '@shared/errors';
import type { ConnectionTarget } from '@shared/models/connection-test';

export interface Words {
  summary: string;
  hints: string[];
}

export interface FailureContext {
  target: ConnectionTarget;
  url: string;
  /** Whether an API key was sent (changes what a 401/403/429 means). */
  keyUsed: boolean;
}

const SERVICE_NAME: Record<ConnectionTarget, string> = {
  dataApi: 'Data API',
  metricsApi: 'metrics API',
  node: 'node',
};

/** The avalanchego network ids that have names; any other id is a local or custom network. */
const NETWORK_NAMES: Record<number, string> = { 1: 'mainnet', 5: 'fuji' };

export function networkNameOf(networkId: number): string {
  return NETWORK_NAMES[networkId] ?? `network ${networkId}`;
}

const TITLE: Record<string, string> = { mainnet: 'Mainnet', fuji: 'Fuji' };
const titled = (name: string) => TITLE[name] ?? name;

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Node's and undici's codes for a certificate the system does not trust. */
const TLS_CODES = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_UNTRUSTED',
  'CERT_REVOKED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

function networkWords(error: AppError, host: string): Words {
  const code = typeof error.code === 'string' ? error.code : '';
  if (code === 'ECONNREFUSED') {
    return {
      summary: 'Connection refused',
      hints: [`Nothing is listening at ${host}. Is the service running, and is the port right?`],
    };
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return { summary: 'Host not found', hints: [`No DNS entry for ${host}: check the spelling of the host name.`] };
  }
  if (TLS_CODES.has(code)) {
    return {
      summary: 'TLS certificate not trusted',
      hints: [
        code === 'CERT_HAS_EXPIRED'
          ? `The certificate of ${host} has expired.`
          : `The certificate of ${host} is not trusted by this computer (${code}); it may be self-signed or for another host name.`,
      ],
    };
  }
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') {
    return {
      summary: 'Connection reset',
      hints: [`${host} closed the connection: is this the right port and scheme?`],
    };
  }
  if (code === 'EPROTO' || code === 'ERR_SSL_WRONG_VERSION_NUMBER') {
    return {
      summary: 'TLS handshake failed',
      hints: ['Does this server speak https? Try http:// (or the right port).'],
    };
  }
  return { summary: 'Could not connect', hints: [error.message] };
}

function httpWords(status: number, error: AppError, ctx: FailureContext): Words {
  const service = SERVICE_NAME[ctx.target];
  if (status === 401 || status === 403) {
    return ctx.keyUsed
      ? {
          summary: `${status}: key rejected`,
          hints: [`The ${service} refused this profile’s API key: check or replace it.`],
        }
      : {
          summary: `${status}: an API key is required`,
          hints: [`The ${service} refused a request without a key: add an API key to this profile.`],
        };
  }
  if (status === 404) {
    return {
      summary: '404: nothing at this address',
      hints: [`Check the base URL of the ${service}: it is the address before /v1, /v2 or /ext.`],
    };
  }
  if (status === 429) {
    const wait = error.retryAfterMs === undefined ? '' : ` It resets in ${Math.ceil(error.retryAfterMs / 1000)} s.`;
    return {
      summary: ctx.keyUsed ? '429: this key’s rate limit was reached' : '429: the public rate limit was reached',
      hints: [`${ctx.keyUsed ? 'Wait and test again.' : 'An API key raises the limit.'}${wait}`],
    };
  }
  if (status >= 500) {
    return {
      summary: `${status}: the ${service} is having trouble`,
      hints: ['The server failed, not this profile: try again later.'],
    };
  }
  return { summary: `HTTP ${status}`, hints: [error.message] };
}

/** A failed probe in words a user can act on. */
export function failureWords(error: AppError, ctx: FailureContext): Words {
  const host = hostOf(ctx.url);
  switch (error.kind) {
    case 'network':
      return networkWords(error, host);
    case 'timeout':
      return {
        summary: 'No answer in time',
        hints: [`${error.message}. Is the host right, or is a firewall dropping it?`],
      };
    case 'http':
    case 'unauthorized':
      return error.status === undefined
        ? { summary: 'Refused', hints: [error.message] }
        : httpWords(error.status, error, ctx);
    case 'unavailable':
      return error.status === 404
        ? { summary: '404: no node API here', hints: ['Check the node URL: it is the address before /ext.'] }
        : {
            summary: 'Method refused',
            hints: [
              `${error.message}: this node’s info API is disabled (--api-info-enabled=false) or a proxy in front of it filters it out; the Node view needs it.`,
            ],
          };
    case 'rpc':
      return { summary: `JSON-RPC error ${error.code ?? ''}`.trim(), hints: [error.message] };
    case 'parse':
      return {
        summary: 'Answered, but not as expected',
        hints: [`${error.message}. Is this the right URL for the ${SERVICE_NAME[ctx.target]}?`],
      };
    case 'validation':
      return { summary: 'Not sent', hints: [error.message] };
    default:
      return { summary: 'Failed', hints: [error.message] };
  }
}

/** "this node is on Fuji but the profile says Mainnet", or null when they agree. */
export function networkMismatch(profileNetwork: string, nodeNetworkId: number): string | null {
  const nodeNetwork = networkNameOf(nodeNetworkId);
  if (nodeNetwork === profileNetwork) return null;
  return `This node is on ${titled(nodeNetwork)} but the profile says ${titled(profileNetwork)}`;
}

/** What to say when the node's kind (public API server or own node) disagrees with the profile. */
export function publicServerMismatch(profileSaysPublic: boolean, nodeIsPublic: boolean): string | null {
  if (nodeIsPublic && !profileSaysPublic) {
    return 'This is a public API server (info.getNodeID refused): tick “Public node” so Snowscope does not ask it for them';
  }
  if (!nodeIsPublic && profileSaysPublic) {
    return 'This node answers info.getNodeID: it is not a public API server, so the profile can untick “Public node”';
  }
  return null;
}
