import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who asked for the work under way: the request's id and client address, and the API key behind it.
 * The audit log writes them on every event (issue 27) without each of its ~130 call sites passing
 * them down: the request's hooks open the context and everything the handler awaits sees it. Jobs
 * and scripts run outside any request, so their events carry none.
 */
export interface RequestContext {
  requestId: string;
  ip: string;
  apiKeyId: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `next` (the rest of the request) inside a context. */
export function runInRequestContext(context: RequestContext, next: () => void): void {
  storage.run(context, next);
}

/** The context of the request under way, or undefined (jobs, scripts, tests calling services). */
export function requestContext(): RequestContext | undefined {
  return storage.getStore();
}
