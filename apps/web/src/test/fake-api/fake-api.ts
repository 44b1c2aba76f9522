import type { TErrorResponse } from '@statera/shared';
import { afterEach, beforeEach, vi } from 'vitest';
import { authStore } from '../../lib/auth-store.ts';
import type { Endpoints, Route } from './endpoints.ts';

/** A request the fake API received, read for assertions. */
export interface FakeRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  /** The whole URL as sent (path and query string). */
  url: string;
  /** The `:name` parameters of the matched route. */
  params: Record<string, string>;
  /** The query string: repeated `key[]` parameters as arrays (spec §7), others as strings. */
  query: Record<string, string | string[]>;
  /** The parsed JSON body, undefined without one. */
  body: unknown;
  headers: Headers;
}

/** An error answer (spec §7 shape), returned by a handler instead of the endpoint's data. */
export class FakeError {
  constructor(
    readonly status: number,
    readonly body: TErrorResponse,
  ) {}
}

/** `return apiError(422, 'errors.validation', { errors: { email: ['errors.email'] } })` from a handler. */
export const apiError = (
  status: number,
  errorKey: string,
  opts: { message?: string; errors?: Record<string, string[]> } = {},
): FakeError =>
  new FakeError(status, {
    error_key: errorKey,
    message: opts.message ?? errorKey,
    ...(opts.errors ? { errors: opts.errors } : {}),
  });

type Answer<R extends Route> = Endpoints[R] | FakeError | Response;
export type Handler<R extends Route> = (request: FakeRequest) => Answer<R> | Promise<Answer<R>>;

interface Entry {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: (request: FakeRequest) => unknown;
}

const compile = (route: string) => {
  const [method = 'GET', path = '/'] = route.split(' ');
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { method, pattern: new RegExp(`^${source}$`), names };
};

function readQuery(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    query[key] = key.endsWith('[]') ? all : (all[0] ?? '');
  }
  return query;
}

/**
 * A typed fake of the server for web tests: `fetch` is replaced by a router over the handlers a
 * test registers with `on('PUT /api/users/:id/roles', handler)`. Every request is recorded
 * (`requests(route)`); a request no handler answers gets a 404 and is listed in `unhandled`, so
 * a test sees what it forgot. Answers are typed by `Endpoints` (the shared response schemas).
 */
export function createFakeApi() {
  let entries: Entry[] = [];
  const received: (FakeRequest & { route: string | null })[] = [];
  const unhandled: string[] = [];

  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const url = String(input);
    const parsed = new URL(url, 'http://statera.test');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const base = {
      method,
      path: parsed.pathname,
      url,
      query: readQuery(parsed.searchParams),
      body: text ? JSON.parse(text) : undefined,
      headers: new Headers(init?.headers),
    };
    // The latest registration wins, so a test can override a handler set in beforeEach.
    for (const entry of [...entries].reverse()) {
      if (entry.method !== method) continue;
      const match = entry.pattern.exec(parsed.pathname);
      if (!match) continue;
      const params = Object.fromEntries(entry.names.map((n, i) => [n, decodeURIComponent(match[i + 1] ?? '')]));
      const request: FakeRequest = { ...base, params };
      received.push({ ...request, route: `${entry.method} ${entry.pattern.source}` });
      const answer = await entry.handler(request);
      if (answer instanceof Response) return answer;
      if (answer instanceof FakeError) return Response.json(answer.body, { status: answer.status });
      if (answer === null || answer === undefined) return new Response(null, { status: 204 });
      return Response.json(answer);
    }
    received.push({ ...base, params: {}, route: null });
    unhandled.push(`${method} ${parsed.pathname}`);
    return Response.json(
      { error_key: 'errors.notFound', message: `No fake handler for ${method} ${url}` },
      { status: 404 },
    );
  });

  const fake = {
    /** The stub installed as `fetch` (for tests that inspect calls directly). */
    fetch: fetchFn,
    /** Requests no handler answered, as "METHOD /path". */
    unhandled,
    /** Answers `route` with `handler` (or always with `answer`). */
    on<R extends Route>(route: R, handler: Handler<R> | Endpoints[R]) {
      const run = typeof handler === 'function' ? (handler as Handler<R>) : () => handler;
      entries.push({ ...compile(route), handler: run });
      return fake;
    },
    /** The requests `route` answered, oldest first; every request without a route. */
    requests(route?: Route): FakeRequest[] {
      if (!route) return received;
      const { method, pattern } = compile(route);
      return received.filter((r) => r.route === `${method} ${pattern.source}`);
    },
    /** The export request made (format=xls) as its path and query, or undefined. */
    exportRequest() {
      const request = received.find((r) => r.query.format === 'xls');
      return request && { path: request.path, query: request.query };
    },
    /** Forgets the handlers and the recorded requests. */
    reset() {
      entries = [];
      received.length = 0;
      unhandled.length = 0;
      fetchFn.mockClear();
    },
  };
  return fake;
}

export type FakeApi = ReturnType<typeof createFakeApi>;

/**
 * Installs a fresh fake API as `fetch` before each test of the file (with a signed-in session
 * unless `signedIn: false`) and removes it after. Register handlers in the test or a later beforeEach.
 *
 * @example
 * const server = installFakeApi();
 * beforeEach(() => server.on('GET /api/users/:id', ({ params }) => buildUser({ id: params.id })));
 */
export function installFakeApi({ signedIn = true }: { signedIn?: boolean } = {}): FakeApi {
  const fake = createFakeApi();
  beforeEach(() => {
    fake.reset();
    vi.stubGlobal('fetch', fake.fetch);
    if (signedIn) authStore.set({ accessToken: 't', refreshToken: 'r', userId: 'u', expiresAt: Date.now() + 600_000 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authStore.clear();
  });
  return fake;
}
