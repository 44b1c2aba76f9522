import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, and reads true or a list of proxy addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });
});
