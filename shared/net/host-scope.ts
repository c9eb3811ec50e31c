/**
 * Where a URL's host sits on the network, judged from the name or address alone (no DNS): used to refuse
 * untrusted images that would probe the user's own machine or LAN, and to decide whether a plain-http
 * endpoint may receive an API key (only the user's own machine may, without an opt-in).
 */
export type HostScope = 'loopback' | 'private' | 'link-local' | 'reserved' | 'local-name' | 'public';

/** Names that only mean something on the user's own machine or network (RFC 6761/6762/8375, common LAN suffixes). */
const LOCAL_SUFFIXES = ['.local', '.internal', '.lan', '.home', '.home.arpa', '.intranet', '.corp', '.private'];

function ipv4Octets(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4) return null;
  const octets = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : Number.NaN));
  return octets.every((o) => o >= 0 && o <= 255) ? octets : null;
}

function ipv4Scope(octets: readonly number[]): HostScope {
  const [a = 0, b = 0] = octets;
  if (a === 127 || a === 0) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'private'; // carrier-grade NAT
  if (a === 198 && (b === 18 || b === 19)) return 'private'; // benchmarking networks
  if (a === 169 && b === 254) return 'link-local';
  if (a >= 224) return 'reserved'; // multicast, class E, broadcast
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address (as the URL parser writes it), or null. */
function ipv6Groups(host: string): number[] | null {
  if (!host.includes(':')) return null;
  const halves = host.split('::');
  if (halves.length > 2) return null;
  const read = (part: string | undefined) => (part ? part.split(':') : []);
  const head = read(halves[0]);
  const tail = read(halves[1]);
  // A dotted IPv4 tail (::ffff:1.2.3.4) is two groups.
  const last = tail.length > 0 ? tail : head;
  const v4 = ipv4Octets(last[last.length - 1] ?? '');
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    last.splice(last.length - 1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((g) =>
    /^[0-9a-f]{1,4}$/i.test(g) ? Number.parseInt(g, 16) : Number.NaN,
  );
  return groups.every((g) => !Number.isNaN(g)) ? groups : null;
}

function ipv6Scope(groups: number[]): HostScope {
  const [g0 = 0, , , , , g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroUpTo = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeroUpTo(7) && (g7 === 1 || g7 === 0)) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) addresses are judged as the IPv4 address.
  if (zeroUpTo(5) && (g5 === 0xffff || g5 === 0)) {
    return ipv4Scope([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]);
  }
  if ((g0 & 0xfe00) === 0xfc00) return 'private'; // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xff00) === 0xff00) return 'reserved'; // multicast
  return 'public';
}

/** The scope of a URL's `hostname` (brackets around IPv6 and a trailing dot are allowed). */
export function hostScope(hostname: string): HostScope {
  const host = hostname
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === '') return 'reserved';
  const v4 = ipv4Octets(host);
  if (v4) return ipv4Scope(v4);
  const v6 = ipv6Groups(host);
  if (v6) return ipv6Scope(v6);
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  if (!host.includes('.') || LOCAL_SUFFIXES.some((s) => host.endsWith(s))) return 'local-name';
  return 'public';
}

/** Words for a scope in a refusal message. */
export const HOST_SCOPE_WORDS: Record<Exclude<HostScope, 'public'>, string> = {
  loopback: 'this computer (loopback)',
  private: 'a private network address',
  'link-local': 'a link-local address',
  reserved: 'a reserved address',
  'local-name': 'a local network name',
};

/** Whether `url` points at the user's own machine (127.0.0.0/8, ::1, localhost). False for anything unparseable. */
export function isLoopbackUrl(url: string): boolean {
  try {
    return hostScope(new URL(url).hostname) === 'loopback';
  } catch {
    return false;
  }
}
