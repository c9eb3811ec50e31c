import {
  DEFAULT_IPFS_GATEWAY,
  imageSource,
  ipfsToGateway,
  isValidGateway,
  linkTarget,
  normaliseGateway,
} from '@renderer/format/ipfs';
import { describe, expect, it } from 'vitest';

const CID = 'QmPAcPWT3FvbzfW9W7UxSDDVq4oWBFNM5qNjimzMZdGNJo';

describe('ipfs gateway', () => {
  it('resolves ipfs:// (and the legacy ipfs://ipfs/) under the gateway', () => {
    expect(ipfsToGateway(`ipfs://${CID}/1.png`)).toBe(`${DEFAULT_IPFS_GATEWAY}${CID}/1.png`);
    expect(ipfsToGateway(`ipfs://ipfs/${CID}`, 'https://gw.example/ipfs')).toBe(`https://gw.example/ipfs/${CID}`);
    expect(ipfsToGateway(`IPFS://${CID}/a b.png`, 'https://gw.example/ipfs/')).toBe(
      `https://gw.example/ipfs/${CID}/a%20b.png`,
    );
  });

  it('refuses paths that would leave the gateway prefix, and non-IPFS input', () => {
    expect(ipfsToGateway(`ipfs://${CID}/../../evil`)).toBeNull();
    expect(ipfsToGateway('ipfs://')).toBeNull();
    expect(ipfsToGateway('ipfs://not a cid/x')).toBeNull();
    expect(ipfsToGateway(`https://x.example/${CID}`)).toBeNull();
  });

  it('normalises a gateway to a trailing slash and falls back to the default for anything but https', () => {
    expect(normaliseGateway('https://gw.example/ipfs')).toBe('https://gw.example/ipfs/');
    expect(normaliseGateway('javascript:alert(1)')).toBe(DEFAULT_IPFS_GATEWAY);
    expect(normaliseGateway('http://gw.example/ipfs/')).toBe(DEFAULT_IPFS_GATEWAY);
    expect(isValidGateway(' https://gw.example/ipfs/ ')).toBe(true);
    expect(isValidGateway('http://gw.example/ipfs/')).toBe(false);
    expect(isValidGateway('ftp://gw.example/')).toBe(false);
    expect(isValidGateway('https://')).toBe(false);
  });
});

describe('imageSource', () => {
  it('allows https, IPFS through the gateway and data:image/*', () => {
    expect(imageSource('https://cdn.example/1.png')).toEqual({ ok: true, url: 'https://cdn.example/1.png' });
    expect(imageSource(`ipfs://${CID}/1.png`, 'https://gw.example/ipfs/')).toEqual({
      ok: true,
      url: `https://gw.example/ipfs/${CID}/1.png`,
    });
    const svg = 'data:image/svg+xml;base64,PHN2Zy8+';
    expect(imageSource(svg)).toEqual({ ok: true, url: svg });
  });

  it('refuses markup and script, unknown schemes and empty values, with a reason', () => {
    expect(imageSource('data:text/html,<script>alert(1)</script>')).toEqual({
      ok: false,
      reason: 'data: URI that is not an image',
    });
    expect(imageSource('data:,hello').ok).toBe(false);
    expect(imageSource('javascript:alert(1)')).toEqual({ ok: false, reason: 'javascript: images are not loaded' });
    expect(imageSource(`ar://${CID}`)).toEqual({ ok: false, reason: 'ar: images are not loaded' });
    expect(imageSource(undefined)).toEqual({ ok: false, reason: 'no image in the metadata' });
    expect(imageSource('   ').ok).toBe(false);
    expect(imageSource('cat.png')).toEqual({ ok: false, reason: 'not a URL' });
  });

  it("refuses plain http and hosts on the user's machine or network, showing the refused URL", () => {
    expect(imageSource('http://cdn.example/1.png')).toEqual({
      ok: false,
      reason: 'plain http images are not loaded',
      refused: 'http://cdn.example/1.png',
    });
    const inside = [
      ['https://127.0.0.1/x.png', 'loopback'],
      ['https://localhost:3000/x.png', 'loopback'],
      ['https://[::1]/x.png', 'loopback'],
      ['https://192.168.1.1/admin.png', 'private'],
      ['https://10.0.0.1/x.png', 'private'],
      ['https://169.254.169.254/latest/meta-data', 'link-local'],
      ['https://2130706433/x.png', 'loopback'],
      ['https://router/x.png', 'local network name'],
    ] as const;
    for (const [uri, words] of inside) {
      const result = imageSource(uri);
      expect(result.ok, uri).toBe(false);
      expect(result.ok ? '' : result.reason, uri).toContain(words);
      expect(result.ok ? '' : result.refused, uri).toBe(uri);
    }
  });
});

describe('linkTarget', () => {
  it('opens http(s) and IPFS only', () => {
    expect(linkTarget('https://snowyowls.xyz/token/1')).toEqual({ ok: true, url: 'https://snowyowls.xyz/token/1' });
    expect(linkTarget(`ipfs://${CID}/1.mp4`)).toEqual({ ok: true, url: `${DEFAULT_IPFS_GATEWAY}${CID}/1.mp4` });
    expect(linkTarget('javascript:alert(1)')).toEqual({ ok: false, reason: 'javascript: links are not opened' });
    expect(linkTarget('data:image/png;base64,AAAA').ok).toBe(false);
  });

  it("refuses plain http links and links into the user's network", () => {
    expect(linkTarget('http://snowyowls.xyz/token/1')).toMatchObject({
      ok: false,
      reason: 'plain http links are not opened',
    });
    expect(linkTarget('https://192.168.0.1/')).toMatchObject({ ok: false, reason: expect.stringContaining('private') });
  });
});
