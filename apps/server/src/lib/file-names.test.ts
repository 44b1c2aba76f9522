import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-names.ts';

describe('cleanFileName', () => {
  it('drops the right-to-left override that dresses an .exe as a PDF', () => {
    expect(cleanFileName('evil\u202Efdp.exe.pdf')).toBe('evilfdp.exe.pdf');
  });

  it('drops control characters, marks, isolates and zero-width characters; keeps letters of every script', () => {
    expect(cleanFileName('a\u0000b\u0007c\u001b[31m\u007f\u009b.pdf')).toBe('abc[31m.pdf');
    expect(cleanFileName('\u2067report\u2069\u200f\u200b\ufeff.docx')).toBe('report.docx');
    expect(cleanFileName('  tab\there \n new line .csv ')).toBe('tab here new line .csv');
    expect(cleanFileName('Über café — 日本語 عربي.pdf')).toBe('Über café — 日本語 عربي.pdf');
    expect(cleanFileName('e\u0301.pdf')).toBe('é.pdf');
  });

  it('never leaves a control or bidi character, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), fc.string(), (a, b) => {
        const out = cleanFileName(`${a}\u202e${b}\u0000`);
        expect(out).not.toMatch(/[\p{Cc}\p{Cf}]/u);
        expect(cleanFileName(out)).toBe(out);
      }),
    );
  });
});
