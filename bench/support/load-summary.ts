import type autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  /** Requests per second over all connections (an open load at a set rate); default: as fast as answered. */
  overallRate?: number;
  /** Let autocannon decode each body into a string, as it does unchanged (LOADGEN_BODIES=keep). */
  keepBodies?: boolean;
}

export interface LoadSummary {
  rps: number;
  p50: number;
  /** autocannon has no p95: p97.5 bounds it from above (issue 25's goal is a p95). */
  p97_5: number;
  p99: number;
  errors: number;
  requests: number;
  /** The load generator's own CPU per request (ms, user + system), when it ran in its own process. */
  loadCpuMs?: number;
}

/** What the benchmarks print of an autocannon result. */
export function summarize(r: autocannon.Result): LoadSummary {
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    requests: r.requests.total,
  };
}
