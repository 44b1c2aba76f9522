/**
 * Every validation rule of spec §5, in one import: message keys, plain predicates (for any code),
 * zod field builders and cross-field superRefine steps (for route schemas and forms).
 */
export * from './cross-field.ts';
export * from './date-period.ts';
export * from './fields.ts';
export * from './messages.ts';
export { isValidNip } from './nip.ts';
export { isValidPassword, PASSWORD_PATTERN } from './password.ts';
export * from './predicates.ts';
export * from './url.ts';
