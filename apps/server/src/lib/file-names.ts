/**
 * Characters a file name shown to people must not carry (issue 30 item 5): control characters
 * (Unicode Cc: C0, DEL, C1), which can break a header or a log line, and format characters (Cf),
 * the invisible ones that reorder or hide text — bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), directional marks (U+200E, U+200F, U+061C), zero-width characters
 * and the BOM (U+200B–U+200D, U+2060, U+FEFF). `evil\u202Efdp.exe.pdf` is shown as
 * "evilfdp.exe.pdf" with its end reversed: "evil" + "fdp.exe.pdf" read right to left, i.e. a program
 * ("…exe") dressed as a PDF.
 */
const UNSAFE = /[\p{Cc}\p{Cf}]/gu;

/**
 * The name a client sent, as it may be stored and shown: NFC-normalised, line breaks and tabs made
 * spaces, without control or bidi characters, runs of spaces collapsed and trimmed. May be empty (the caller refuses it).
 */
export function cleanFileName(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ')
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .trim();
}
