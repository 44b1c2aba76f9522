import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second (`getconf CLK_TCK`, 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

/** utime + stime (and, with `children`, the reaped children's cutime + cstime) of a process, in ticks. */
function ticksOf(pid: number, children: boolean): number {
  // Fields after the command's closing parenthesis: state is field 3; utime, stime, cutime, cstime are 14–17.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const at = (field: number) => Number(fields[field - 3]);
  return at(14) + at(15) + (children ? at(16) + at(17) : 0);
}

/**
 * The CPU time a local PostgreSQL cluster has used, in ms: its postmaster with every backend it has
 * reaped, plus the backends alive now. The bench takes it before and after an endpoint's load, so the
 * database's work per request is known even when the machine is shared (req/s and latency then depend
 * on everything else running). `PG_PID` names the postmaster (the first line of `postmaster.pid`).
 */
export function postgresCpuMs(postmasterPid: number): number {
  let ticks = ticksOf(postmasterPid, true);
  const children = readFileSync(`/proc/${postmasterPid}/task/${postmasterPid}/children`, 'utf8').trim();
  for (const pid of children ? children.split(/\s+/).map(Number) : []) {
    try {
      ticks += ticksOf(pid, false);
    } catch {
      // a backend that ended meanwhile is counted in the postmaster's cutime once reaped
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
