import { sendWithUndici } from '@main/services/http-wire';
import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';

/** Remote names reach the UI without bidi controls (no right-to-left override spoofing). */
describe('bidi controls in remote answers', () => {
  const h = harnessForFile();

  it('are stripped from every string of a remote answer before it reaches the renderer', async () => {
    const clean = await h.ok('data.listChains', {});
    // The same simulator answer with an override and an isolate planted in every chain name.
    h.interceptWire(async (url, req) => {
      const res = await sendWithUndici(url, req);
      return {
        ...res,
        text: async (limit, host) =>
          (await res.text(limit, host)).replace(/"chainName":"/g, '"chainName":"\u202Egpj.\u2066'),
      };
    });
    try {
      const spoofed = await h.ok('data.listChains', {});
      expect(JSON.stringify(spoofed)).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      expect(spoofed.chains.map((c) => c.chainName)).toEqual(clean.chains.map((c) => `gpj.${c.chainName}`));
    } finally {
      h.interceptWire(null);
    }
  });
});
