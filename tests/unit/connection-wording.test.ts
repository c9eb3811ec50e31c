import { failureWords, networkMismatch, publicServerMismatch } from '@main/services/connection-test/wording';
import { appError } from '@shared/errors';
import { describe, expect, it } from 'vitest';

const data = { target: 'dataApi', url: 'https://glacier.example:8443/v1/chains', keyUsed: false } as const;

describe('connection test wording', () => {
  it('names the network failure by its cause, with the host to check', () => {
    const refused = failureWords(appError('network', 'x', { code: 'ECONNREFUSED' }), data);
    expect(refused.summary).toBe('Connection refused');
    expect(refused.hints[0]).toContain('glacier.example:8443');
    expect(failureWords(appError('network', 'x', { code: 'ENOTFOUND' }), data).summary).toBe('Host not found');
    expect(failureWords(appError('network', 'x', { code: 'SELF_SIGNED_CERT_IN_CHAIN' }), data).summary).toBe(
      'TLS certificate not trusted',
    );
    expect(failureWords(appError('network', 'x', { code: 'CERT_HAS_EXPIRED' }), data).hints[0]).toContain('expired');
    expect(failureWords(appError('network', 'socket hang up'), data)).toEqual({
      summary: 'Could not connect',
      hints: ['socket hang up'],
    });
  });

  it('tells a rejected key from a missing one', () => {
    const status401 = appError('http', 'Unauthorized', { status: 401 });
    expect(failureWords(status401, { ...data, keyUsed: true }).summary).toBe('401: key rejected');
    const noKey = failureWords(status401, data);
    expect(noKey.summary).toBe('401: an API key is required');
    expect(noKey.hints[0]).toContain('add an API key');
    expect(failureWords(appError('http', 'Forbidden', { status: 403 }), { ...data, keyUsed: true }).summary).toBe(
      '403: key rejected',
    );
  });

  it('says whose rate limit was reached and when it resets', () => {
    const limited = appError('http', 'Too Many Requests', { status: 429, retryAfterMs: 2500 });
    const publicLimit = failureWords(limited, data);
    expect(publicLimit.summary).toBe('429: the public rate limit was reached');
    expect(publicLimit.hints[0]).toBe('An API key raises the limit. It resets in 3 s.');
    expect(failureWords(limited, { ...data, keyUsed: true }).summary).toBe('429: this key’s rate limit was reached');
  });

  it('points a 404 at the base URL and a 5xx at the server', () => {
    expect(failureWords(appError('http', 'Not Found', { status: 404 }), data).hints[0]).toContain('base URL');
    expect(failureWords(appError('http', 'Bad Gateway', { status: 502 }), data).summary).toBe(
      '502: the Data API is having trouble',
    );
    const node = { target: 'node', url: 'http://10.0.0.2:9650/ext/info', keyUsed: false } as const;
    expect(failureWords(appError('unavailable', 'gone', { status: 404 }), node).summary).toBe('404: no node API here');
    expect(failureWords(appError('rpc', 'boom', { code: -32000 }), node)).toEqual({
      summary: 'JSON-RPC error -32000',
      hints: ['boom'],
    });
  });

  it('compares the node’s network with the profile’s', () => {
    expect(networkMismatch('mainnet', 5)).toBe('This node is on Fuji but the profile says Mainnet');
    expect(networkMismatch('fuji', 1)).toBe('This node is on Mainnet but the profile says Fuji');
    expect(networkMismatch('fuji', 12345)).toBe('This node is on network 12345 but the profile says Fuji');
    expect(networkMismatch('mainnet', 1)).toBeNull();
  });

  it('advises on the “Public node” box only when it disagrees with the node', () => {
    expect(publicServerMismatch(false, true)).toContain('tick “Public node”');
    expect(publicServerMismatch(true, false)).toContain('untick “Public node”');
    expect(publicServerMismatch(true, true)).toBeNull();
    expect(publicServerMismatch(false, false)).toBeNull();
  });
});
