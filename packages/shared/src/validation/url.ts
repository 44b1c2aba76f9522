import { isEmpty } from './predicates.ts';

const SCHEME = /^(?:(?:https?|ftp):)?\/\//i;

/** [first address as a 32-bit number, prefix length] of IPv4 ranges a link may not point into. */
const BLOCKED_V4: ReadonlyArray<readonly [number, number]> = [
  [ipv4('0.0.0.0'), 8], // "this" network
  [ipv4('10.0.0.0'), 8], // private
  [ipv4('100.64.0.0'), 10], // carrier-grade NAT
  [ipv4('127.0.0.0'), 8], // loopback
  [ipv4('169.254.0.0'), 16], // link-local
  [ipv4('172.16.0.0'), 12], // private
  [ipv4('192.0.0.0'), 24], // protocol assignments
  [ipv4('192.168.0.0'), 16], // private
  [ipv4('198.18.0.0'), 15], // benchmarking
  [ipv4('224.0.0.0'), 3], // multicast, reserved and broadcast (224.0.0.0 - 255.255.255.255)
];

function ipv4(text: string): number {
  return text.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

const inRange = (ip: number, [base, bits]: readonly [number, number]) =>
  Math.floor(ip / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits));

export function isBlockedIpv4(ip: number): boolean {
  return BLOCKED_V4.some((range) => inRange(ip, range));
}

/** The eight 16-bit groups of an IPv6 address in the compressed hex form URL parsing produces. */
function ipv6Groups(text: string): number[] | undefined {
  const [head = '', tail] = text.split('::');
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => Number.parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

export function isBlockedIpv6(text: string): boolean {
  const g = ipv6Groups(text);
  if (!g) return true;
  const [g0 = 0, , , , , g5 = 0, g6 = 0, g7 = 0] = g;
  const embedded = g6 * 65536 + g7;
  const zeroPrefix = g.slice(0, 5).every((x) => x === 0);
  if (zeroPrefix && g5 === 0) return g6 === 0 || isBlockedIpv4(embedded); // ::, ::1 and IPv4-compatible
  if (zeroPrefix && g5 === 0xffff) return isBlockedIpv4(embedded); // IPv4-mapped
  if (g0 === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isBlockedIpv4(embedded); // NAT64
  return (
    (g0 & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (g0 & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (g0 & 0xffc0) === 0xfec0 || // old site-local fec0::/10
    (g0 & 0xff00) === 0xff00 // multicast ff00::/8
  );
}

/** A host a public link may not name: localhost, a private, loopback, link-local or reserved address. */
export function isBlockedHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[')) return isBlockedIpv6(host.slice(1, -1));
  if (/^\d+(\.\d+){3}$/.test(host)) return isBlockedIpv4(ipv4(host));
  // Any other host needs a dotted name: a bare "intranet" only resolves inside a network.
  return !/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z0-9-]{2,}$/.test(host);
}

/**
 * url (errors.incorrectUrl): http, https or ftp, or a protocol-relative "//host" link, whose host
 * is public. The WHATWG URL parser normalises numeric hosts first ("0x7f.1", "2130706433" and
 * "[::ffff:127.0.0.1]" all become loopback forms), so disguised private addresses are caught.
 */
export function isValidUrl(value: unknown): boolean {
  if (isEmpty(value)) return true;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (!SCHEME.test(text) || /\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text.startsWith('//') ? `http:${text}` : text);
  } catch {
    return false;
  }
  return url.hostname !== '' && !isBlockedHost(url.hostname);
}
