import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileExtension, isPreviewable, shortenFileName } from './documents.ts';

describe('shortenFileName (spec §3: names over 36 characters before the extension)', () => {
  it('keeps names of up to 36 characters before the extension', () => {
    const name = `${'a'.repeat(36)}.pdf`;
    expect(shortenFileName(name)).toBe(name);
    expect(shortenFileName('contract.docx')).toBe('contract.docx');
  });

  it('shortens a longer name to 36 characters, an ellipsis and the extension as written', () => {
    expect(shortenFileName(`${'b'.repeat(37)}.PDF`)).toBe(`${'b'.repeat(36)}….PDF`);
    expect(shortenFileName('Statement of work for the payments platform 2026.docx')).toBe(
      'Statement of work for the payments p….docx',
    );
  });

  it('shortens a name without an extension and never cuts a character in half', () => {
    expect(shortenFileName('x'.repeat(40))).toBe(`${'x'.repeat(36)}…`);
    expect(shortenFileName(`${'😀'.repeat(40)}.png`)).toBe(`${'😀'.repeat(36)}….png`);
  });

  it('always keeps the extension and at most 36 characters of the base (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 120 }), fc.constantFrom('pdf', 'docx', 'png'), (base, ext) => {
        const name = `${base.replace(/\./g, '_')}.${ext}`;
        const shown = shortenFileName(name);
        expect(shown.endsWith(`.${ext}`)).toBe(true);
        expect(Array.from(shown).length).toBeLessThanOrEqual(36 + 1 + 1 + ext.length);
      }),
    );
  });
});

describe('fileExtension and isPreviewable', () => {
  it('reads the extension in lower case', () => {
    expect(fileExtension('a.B.PDF')).toBe('pdf');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('noext')).toBe('');
  });
  it('previews PDF and images only', () => {
    expect(isPreviewable('application/pdf')).toBe(true);
    expect(isPreviewable('image/png')).toBe(true);
    expect(isPreviewable('text/csv')).toBe(false);
    expect(isPreviewable('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(false);
  });
});
