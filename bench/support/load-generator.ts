/**
 * The load generator of the benchmarks, in its own process: autocannon in the server's event loop
 * takes the server's CPU (and its heap), which made every figure a measure of both. The parent forks
 * this file with the options as JSON in argv[2]; it answers the summary over the IPC channel.
 */
import autocannon from 'autocannon';
import { type LoadOptions, summarize } from './load-summary.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const cpuBefore = process.cpuUsage();
const instance = autocannon(
  {
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    headers: options.headers,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  },
  (error, r) => {
    if (error) throw error;
    const cpu = process.cpuUsage(cpuBefore);
    const summary = summarize(r);
    summary.loadCpuMs = (cpu.user + cpu.system) / 1000 / Math.max(1, summary.requests);
    process.send?.(summary, () => process.exit(0));
  },
);
// 'stop' from the parent ends the run early (a load that lasts as long as something else does).
process.on('message', (m) => {
  if (m === 'stop') instance.stop();
});
