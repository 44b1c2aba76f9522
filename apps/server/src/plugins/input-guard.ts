import { ERROR_KEYS } from '@statera/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** Where a NUL character (U+0000) hides in a parsed value: field paths in the §8 `errors` form ("a.0.b"). */
export function nulFields(value: unknown, path = '', out: string[] = [], depth = 0): string[] {
  if (out.length >= 20 || depth > 32) return out;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(path || '_');
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) nulFields(v, path ? `${path}.${i}` : String(i), out, depth + 1);
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, v] of Object.entries(value)) {
      // A NUL in a key cannot be echoed as a field name either: name the parent.
      const name = key.includes('\u0000') ? null : path ? `${path}.${key}` : key;
      if (name === null) out.push(path || '_');
      else nulFields(v, name, out, depth + 1);
    }
  }
  return out;
}

/**
 * PostgreSQL cannot store a NUL character in text (it fails the query, once a 500): every query
 * string, path parameter and JSON body carrying one is refused with a 400 before validation, with
 * the field named where there is one. The shared zod string helpers refuse it too (for the web's forms).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = [
      ...nulFields(request.params),
      ...nulFields(request.query),
      ...(request.body !== undefined ? nulFields(request.body) : []),
    ];
    if (fields.length === 0) return;
    throw new AppError(
      400,
      ERROR_KEYS.validation,
      'Some fields are not valid.',
      Object.fromEntries(fields.map((f) => [f, ['errors.invalid']])),
    );
  });
}
