import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isBlockedHost, isBlockedIpv4, isBlockedIpv6 } from '@statera/shared';

/**
 * Where a webhook may be sent (spec §5 url rule, issue 27): https to a public host, and every
 * address the host resolves to public too — checked when an endpoint is saved and again at each
 * delivery, on the very addresses the connection then uses (`pinnedLookup`), so a name that later
 * resolves to 127.0.0.1 or 169.254.169.254 (DNS rebinding) is refused. With `allowLoopback` (a test
 * and development flag, never on in production) loopback hosts and addresses pass, over http too.
 */
export interface TargetRules {
  allowLoopback: boolean;
  /** The resolver (default: the system's, `dns.lookup`); tests stand in for DNS answers from outside. */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

export type TargetRefusal = 'httpsRequired' | 'targetRefused' | 'unresolvable';

export class WebhookTargetError extends Error {
  constructor(
    readonly reason: TargetRefusal,
    message: string,
  ) {
    super(message);
  }
}

const ipv4Number = (ip: string) => ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);

/** Whether an address (as DNS answers it) is loopback: 127/8 or ::1 (also IPv4-mapped). */
export function isLoopbackAddress(address: string): boolean {
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return a === '::1' || (isIP(a) === 4 && a.startsWith('127.'));
}

/** Whether a resolved address may be connected to. */
export function isAllowedAddress(address: string, rules: TargetRules): boolean {
  if (rules.allowLoopback && isLoopbackAddress(address)) return true;
  const family = isIP(address);
  if (family === 4) return !isBlockedIpv4(ipv4Number(address));
  if (family === 6) return !isBlockedIpv6(address.toLowerCase());
  return false;
}

const isLoopbackHost = (hostname: string) => {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || isLoopbackAddress(h);
};

/** The URL's own form: https (http only to loopback when allowed) and a public-looking host. */
export function checkTargetUrl(raw: string, rules: TargetRules): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookTargetError('targetRefused', 'The endpoint URL is not a valid URL.');
  }
  const loopbackAllowed = rules.allowLoopback && isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !(loopbackAllowed && url.protocol === 'http:')) {
    throw new WebhookTargetError('httpsRequired', 'A webhook endpoint must use https.');
  }
  if (url.username || url.password) {
    throw new WebhookTargetError('targetRefused', 'A webhook URL may not carry credentials.');
  }
  if (!loopbackAllowed && isBlockedHost(url.hostname)) {
    throw new WebhookTargetError('targetRefused', 'The endpoint must be a public address.');
  }
  return url;
}

/** Resolves the host and refuses it unless every address it has is allowed. Answers the addresses. */
export async function resolveTarget(
  hostname: string,
  rules: TargetRules,
): Promise<{ address: string; family: number }[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (rules.resolve ?? ((h: string) => lookup(h, { all: true, verbatim: true })))(host);
    } catch {
      throw new WebhookTargetError('unresolvable', `The host ${host} could not be resolved.`);
    }
  }
  if (addresses.length === 0) throw new WebhookTargetError('unresolvable', `The host ${host} has no address.`);
  const bad = addresses.find((a) => !isAllowedAddress(a.address, rules));
  if (bad) throw new WebhookTargetError('targetRefused', `The host ${host} resolves to a private address.`);
  return addresses;
}

/** Checks a URL fully (form, then DNS), as an endpoint is saved. */
export async function checkTarget(raw: string, rules: TargetRules): Promise<URL> {
  const url = checkTargetUrl(raw, rules);
  await resolveTarget(url.hostname, rules);
  return url;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that resolves and checks at connect time and hands the socket
 * only allowed addresses: the check and the connection use one and the same answer. Node asks with
 * `all: true` when it tries several addresses (autoSelectFamily), else for one.
 */
export function pinnedLookup(rules: TargetRules) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolveTarget(hostname, rules).then(
      (addresses) =>
        options?.all ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family),
      (err: Error) => callback(Object.assign(err, { code: 'EWEBHOOKTARGET' }), '', 0),
    );
  };
}
