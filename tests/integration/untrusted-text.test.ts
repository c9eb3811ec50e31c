import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';

/** Remote names reach the UI without bidi controls (no right-to-left override spoofing). */
describe('bidi controls in remote answers', () => {
  const h = harnessForFile();

  it('are stripped from every string of a remote answer before it reaches the renderer', async () => {
    const clean = await h.ok('data.listChains', {});
    const realFetch = globalThis.fetch;
    // The same simulator answer with an override and an isolate planted in every chain name.
    globalThis.fetch = async (input, init) => {
      const res = await realFetch(input, init);
      const text = (await res.text()).replace(/"chainName":"/g, '"chainName":"\u202Egpj.\u2066');
      return new Response(text, { status: res.status, headers: res.headers });
    };
    try {
      const spoofed = await h.ok('data.listChains', {});
      expect(JSON.stringify(spoofed)).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      expect(spoofed.chains.map((c) => c.chainName)).toEqual(clean.chains.map((c) => `gpj.${c.chainName}`));
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
