import { randomUUID } from 'node:crypto';
import { ATTACHMENT_TOKEN_MINUTES } from '@statera/shared';
import { describe, expect, it } from 'vitest';
import { AttachmentTokens } from './attachment-token.ts';

const tokens = new AttachmentTokens('x'.repeat(48));
const fileId = randomUUID();
const userId = randomUUID();

describe('AttachmentTokens', () => {
  it('gives back the file and the user of a link until it expires', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    const { token, expiresAt } = tokens.sign(fileId, userId, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(ATTACHMENT_TOKEN_MINUTES * 60_000);
    expect(tokens.verify(token, new Date(expiresAt.getTime() - 1000))).toEqual({
      ok: true,
      claims: { fileId, userId, expiresAt },
    });
    expect(tokens.verify(token, expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a changed payload, a changed signature, another key and garbage', () => {
    const { token } = tokens.sign(fileId, userId);
    const [payload, sig] = token.split('.') as [string, string];
    const other = Buffer.from(payload, 'base64url');
    other[0] = (other[0]! + 1) % 256;
    expect(tokens.verify(`${other.toString('base64url')}.${sig}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(token.length).toBeLessThan(100);
    // The first character: all six of its bits count (the last one's low bits may be padding).
    const changedSig = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    expect(tokens.verify(`${payload}.${changedSig}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(new AttachmentTokens('y'.repeat(48)).verify(token)).toEqual({ ok: false, reason: 'invalid' });
    for (const bad of ['', 'abc', 'a.b.c', `${payload}.`]) expect(tokens.verify(bad).ok).toBe(false);
  });
});
