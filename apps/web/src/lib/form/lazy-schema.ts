import type { z } from 'zod';

const LAZY = Symbol('lazySchema');

/**
 * A form schema that loads on demand: the login page's forms validate with the shared zod schemas,
 * but zod (~26 KB gzipped) is not in the first download (docs/decisions/web-delivery.md). The form
 * starts loading it as soon as it is shown; a submit waits for it, so no value skips validation.
 */
export interface LazySchema<S extends z.ZodType> {
  readonly [LAZY]: true;
  /** The schema once loaded, else undefined. */
  current(): S | undefined;
  /** Loads the schema once (a failed load is retried on the next call). */
  load(): Promise<S>;
}

export function lazySchema<S extends z.ZodType>(importer: () => Promise<S>): LazySchema<S> {
  let loaded: S | undefined;
  let pending: Promise<S> | undefined;
  return {
    [LAZY]: true,
    current: () => loaded,
    load: () => {
      pending ??= importer().then(
        (schema) => {
          loaded = schema;
          return schema;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

export function isLazySchema<S extends z.ZodType>(schema: S | LazySchema<S>): schema is LazySchema<S> {
  return typeof schema === 'object' && schema !== null && LAZY in schema;
}
