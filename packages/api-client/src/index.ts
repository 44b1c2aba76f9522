import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './v1.d.ts';

/**
 * The typed client of the Statera public API (/api/v1). Paths, parameters, bodies and answers are
 * typed from the committed OpenAPI document (`docs/api/v1.openapi.json`, regenerated with
 * `npm run generate -w @statera/api-client`); every call sends the key as X-Api-Key.
 *
 * ```ts
 * const statera = createStateraClient({ baseUrl: 'https://statera.example.com', apiKey: process.env.STATERA_KEY! });
 * const { data, error } = await statera.GET('/api/v1/engagements/{id}', { params: { path: { id } } });
 * ```
 */
export type StateraClient = Client<paths>;

export interface StateraClientOptions {
  /** The server's origin, without /api/v1. */
  baseUrl: string;
  /** A key made at /api-key-generator. */
  apiKey: string;
  /** A fetch of your own (tests, proxies); the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
}

export function createStateraClient(options: StateraClientOptions): StateraClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { 'X-Api-Key': options.apiKey },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** The public API's shapes by name (`Schemas['V1Engagement']`). */
export type Schemas = components['schemas'];
export type { paths };
