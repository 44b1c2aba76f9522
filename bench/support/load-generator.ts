/**
 * The load generator of the benchmarks, in its own process: autocannon in the server's event loop
 * takes the server's CPU (and its heap), which made every figure a measure of both. The parent forks
 * this file with the options as JSON in argv[2]; it answers the summary over the IPC channel.
 */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { type LoadOptions, summarize } from './load-summary.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
if (!options.keepBodies) discardBodies();
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

/**
 * autocannon decodes every answer's body into a string (`body += chunk`) that only its verifyBody,
 * expectBody and onResponse options read, and the benchmarks use none of them: for the 1.4 MB
 * company list that was 6–7 ms of this process's CPU an answer, taken from the 2 cores the server
 * shares (docs/decisions/performance.md, "Bodies discarded by the load generator, and a lowercased
 * search"). The bytes are still counted (autocannon's throughput, addByteCount). A version of
 * autocannon without that queue method fails here, not silently.
 */
function discardBodies() {
  const require = createRequire(import.meta.url);
  const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody?: unknown } };
  if (typeof queue.prototype.addBody !== 'function') {
    throw new Error(
      'autocannon changed: PipelinedRequestsQueue.addBody is gone (LOADGEN_BODIES=keep runs it unchanged)',
    );
  }
  queue.prototype.addBody = () => {};
}
