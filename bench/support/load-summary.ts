import type autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}

export interface LoadSummary {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

/** What the benchmarks print of an autocannon result. */
export function summarize(r: autocannon.Result): LoadSummary {
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    requests: r.requests.total,
  };
}
