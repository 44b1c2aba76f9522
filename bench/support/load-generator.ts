/**
 * The load generator of the benchmarks, in its own process: autocannon in the server's event loop
 * takes the server's CPU (and its heap), which made every figure a measure of both. The parent forks
 * this file with the options as JSON in argv[2]; it answers the summary over the IPC channel.
 */
import autocannon from 'autocannon';

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

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const r = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.duration,
  headers: options.headers,
});
const summary: LoadSummary = {
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
  requests: r.requests.total,
};
process.send?.(summary, () => process.exit(0));
