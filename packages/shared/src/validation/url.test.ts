import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidUrl } from './url.ts';

const octet = fc.integer({ min: 0, max: 255 });
const v4 = (a: fc.Arbitrary<number>, b: fc.Arbitrary<number> = octet) =>
  fc.tuple(a, b, octet, octet).map((parts) => parts.join('.'));

/** Addresses in the private, loopback, link-local, carrier-grade NAT and reserved IPv4 ranges. */
const privateV4 = fc.oneof(
  v4(fc.constant(10)),
  v4(fc.constant(127)),
  v4(fc.constant(0)),
  v4(fc.constant(172), fc.integer({ min: 16, max: 31 })),
  v4(fc.constant(192), fc.constant(168)),
  v4(fc.constant(169), fc.constant(254)),
  v4(fc.constant(100), fc.integer({ min: 64, max: 127 })),
  v4(fc.integer({ min: 224, max: 255 })),
);
/** Addresses outside every blocked range. */
const publicV4 = v4(fc.integer({ min: 1, max: 223 }).filter((a) => ![10, 100, 127, 169, 172, 192, 198].includes(a)));

const hextet = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
const privateV6 = fc.oneof(
  fc.constant('::1'),
  fc.constant('::'),
  fc.tuple(fc.integer({ min: 0xfc00, max: 0xfdff }), hextet).map(([a, b]) => `${a.toString(16)}::${b}`),
  fc.tuple(fc.integer({ min: 0xfe80, max: 0xfebf }), hextet).map(([a, b]) => `${a.toString(16)}::${b}`),
  fc.tuple(fc.integer({ min: 0xff00, max: 0xffff }), hextet).map(([a, b]) => `${a.toString(16)}::${b}`),
  privateV4.map((ip) => `::ffff:${ip}`),
);
/** Global unicast 2000::/3 addresses. */
const publicV6 = fc
  .tuple(fc.integer({ min: 0x2000, max: 0x3fff }), fc.array(hextet, { minLength: 7, maxLength: 7 }))
  .map(([first, rest]) => [first.toString(16), ...rest].join(':'));

const scheme = fc.constantFrom('http://', 'https://', 'ftp://', '//', 'HTTPS://');
const path = fc.constantFrom('', '/', '/a/b?c=1', ':8080/x', '#top');
const publicDomain = fc.domain().filter((d) => !/(^|\.)localhost$/.test(d));

describe('url', () => {
  it('accepts public host names and addresses with any allowed scheme', () => {
    fc.assert(fc.property(scheme, publicDomain, path, (s, host, p) => isValidUrl(`${s}${host}${p}`)));
    fc.assert(fc.property(scheme, publicV4, path, (s, host, p) => isValidUrl(`${s}${host}${p}`)));
    fc.assert(fc.property(scheme, publicV6, path, (s, host, p) => isValidUrl(`${s}[${host}]${p}`)));
  });

  it('rejects private, loopback and link-local IPv4 and IPv6 hosts and localhost', () => {
    fc.assert(fc.property(scheme, privateV4, path, (s, host, p) => !isValidUrl(`${s}${host}${p}`)));
    fc.assert(fc.property(scheme, privateV6, path, (s, host, p) => !isValidUrl(`${s}[${host}]${p}`)));
    fc.assert(
      fc.property(
        scheme,
        fc.constantFrom('localhost', 'LOCALHOST', 'app.localhost', 'localhost.'),
        (s, h) => !isValidUrl(`${s}${h}`),
      ),
    );
  });

  it('rejects loopback written in other numeric forms', () => {
    for (const host of ['2130706433', '0x7f.1', '0177.0.0.1', '127.1', '[::ffff:7f00:1]', '[::127.0.0.1]']) {
      expect(isValidUrl(`http://${host}/`)).toBe(false);
    }
  });

  it('rejects other schemes, missing schemes and spaces', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('mailto:', 'javascript:', 'file://', 'data:', 'ws://', ''),
        publicDomain,
        (s, host) => !isValidUrl(`${s}${host}`),
      ),
    );
    expect(isValidUrl('http://exa mple.com')).toBe(false);
    expect(isValidUrl('http://intranet/')).toBe(false);
  });

  it('lets an empty value pass', () => {
    fc.assert(fc.property(fc.constantFrom(undefined, null, '', '  '), (v) => isValidUrl(v)));
  });
});
