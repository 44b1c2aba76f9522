/**
 * The built-in PDF fonts (Helvetica) encode WinAnsi only: anything else would print as garbage.
 * Text is folded to that set: accents are dropped where the letter has no WinAnsi form
 * (ł → l), and what remains unknown becomes "?".
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const FOLD: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', ø: 'o', Ø: 'O', '‐': '-', '−': '-' };

const printable = (c: string) => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || c === '\n' || WIN_ANSI_EXTRAS.includes(c);
};

/** The text as the built-in fonts can print it. */
export function pdfText(value: string): string {
  let out = '';
  for (const c of value.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    if (printable(c)) out += c;
    else if (FOLD[c]) out += FOLD[c];
    else {
      const folded = c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...folded].every(printable) && folded.length > 0 ? folded : '?';
    }
  }
  return out;
}

/** DD.MM.YYYY of an instant or a YYYY-MM-DD date, in UTC (spec §9). */
export function formatDate(value: Date | string): string {
  const iso = typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** DD.MM.YYYY hh:mm (24-hour, UTC) of an instant. */
export function formatDateTime(value: Date): string {
  return `${formatDate(value)} ${value.toISOString().slice(11, 16)} UTC`;
}
