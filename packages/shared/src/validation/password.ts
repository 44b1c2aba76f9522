/** Password rule of spec §5/§9: 12+ characters with a capital, a digit and a special character. */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12,}$/;

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}
