/**
 * Masked destinations of a sign-in code, shown on the code step so the user knows where to look
 * without the answer revealing a full address or number to whoever typed the password.
 */
const DOTS = '•••';

/** "jane.doe@northwind.test" → "j•••@northwind.test". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return DOTS;
  return `${email[0]}${DOTS}${email.slice(at)}`;
}

/** "+44 7700 900789" → "•••• ••• 789": only the last three digits. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `•••• ${DOTS} ${digits.slice(-3)}`;
}
