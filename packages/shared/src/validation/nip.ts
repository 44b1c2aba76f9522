const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** Company tax number (spec §5): 10 digits, weighted checksum mod 11 equals the last digit. */
export function isValidNip(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}
