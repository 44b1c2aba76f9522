/**
 * The spec §5 `nip` rule (a client company's tax number), for UK clients the 10-digit Unique
 * Taxpayer Reference (UTR) HMRC issues. Its FIRST digit is the check digit: the other nine are
 * weighted 6, 7, 8, 9, 10, 5, 4, 3, 2, the sum is taken modulo 11, and the remainder picks the
 * check digit from "21987654321" (HMRC's modulus 11 check; docs/decisions/utr.md).
 */
export const UTR_WEIGHTS = [6, 7, 8, 9, 10, 5, 4, 3, 2] as const;
const CHECK_DIGITS = '21987654321';

/** Spaces and dashes people type between digit groups. */
export const compactUtr = (value: string) => value.replace(/[\s-]/g, '');

/** The check digit (first digit) of a UTR whose other nine digits are `rest`. */
export function utrCheckDigit(rest: string): string {
  const sum = UTR_WEIGHTS.reduce((acc, w, i) => acc + w * Number(rest[i]), 0);
  return CHECK_DIGITS.charAt(sum % 11);
}

/** A 10-digit UTR with a correct check digit (spaces and dashes ignored). */
export function isValidUtr(value: string): boolean {
  const digits = compactUtr(value);
  return /^\d{10}$/.test(digits) && digits[0] === utrCheckDigit(digits.slice(1));
}

/** The `nip` rule of spec §5, kept under its spec name: the UTR check. */
export const isValidNip = isValidUtr;
