import { readdirSync, readFileSync } from 'node:fs';
import { CSV_COLUMNS } from '@statera/shared';

/**
 * What the CSV import benchmark and fault script share: a file of N engagement rows that imports
 * cleanly into a seeded client (bench/support/seed-engagements.ts), the calls of the two stages over
 * HTTP, and the resident memory of a process.
 */
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

/** N rows, each a new entity and individual (the heaviest case: every row writes five records). */
export function engagementsCsv(rows: number, people: { specialist: string; approver: string }, tag: string): Buffer {
  const columns = CSV_COLUMNS.engagements;
  const lines = [columns.map((c) => c.header).join(',')];
  const start = day(14);
  const end = day(380);
  for (let i = 0; i < rows; i++) {
    const row: Record<string, string> = {
      engagedIndividualName: `Worker ${tag} ${i}`,
      engagedIndividualEmail: `worker.${tag}.${i}@contractor.test`,
      type: i % 10 === 0 ? 'Sole trader' : 'Company',
      companyName: i % 10 === 0 ? '' : `Contractor ${tag} ${i} Ltd`,
      companyNumber: i % 10 === 0 ? '' : `${tag}-${i}`,
      contractStart: start,
      contractEnd: end,
      contractValue: String(40_000 + (i % 5_000)),
      serviceProvided: `Service line ${i % 40}`,
      specialistEmail: people.specialist,
      approverEmail: people.approver,
      yourReference: `PO-${i}`,
    };
    lines.push(columns.map((c) => row[c.field] ?? '').join(','));
  }
  return Buffer.from(lines.join('\r\n'));
}

export interface Caller {
  base: string;
  token: string;
}

/** POST engagements-csv (multipart) → the preview's JSON and the status. */
export async function parseEngagements(c: Caller, file: Buffer, companyId: string) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'engagements.csv');
  form.append('companyId', companyId);
  const res = await fetch(`${c.base}/api/engagements-csv`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${c.token}` },
  });
  return {
    status: res.status,
    body: (await res.json()) as { key: string; summary: { rows: number; invalid: number } },
  };
}

export async function processEngagements(c: Caller, key: string) {
  const res = await fetch(`${c.base}/api/csv/${key}/engagements`, {
    method: 'POST',
    body: '{}',
    headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
  });
  return { status: res.status, body: (await res.json()) as { status: string; error_key?: string } };
}

export async function importState(c: Caller, key: string) {
  const res = await fetch(`${c.base}/api/csv/${key}`, { headers: { authorization: `Bearer ${c.token}` } });
  const body = (await res.json()) as { error_key?: string };
  if (!res.ok)
    return {
      status: `http ${res.status} ${body.error_key}`,
      progress: { phase: '', done: 0, total: 0 },
      result: null,
      error: body.error_key,
    };
  return body as {
    status: string;
    progress: { phase: string; done: number; total: number };
    result: { created: number } | null;
    error: string | null;
  };
}

/** Resident memory of a process in MB (Linux /proc), 0 once it has gone. */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

const TICKS = 100; // USER_HZ on Linux

/** CPU seconds a process has used (user + system; with `children`, also its reaped children's), Linux /proc. */
export function cpuSeconds(pid: number, children = false): number {
  try {
    // the fields after the command name (which may hold spaces), from field 3 on
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
    const own = Number(f[11]) + Number(f[12]);
    return (children ? own + Number(f[13]) + Number(f[14]) : own) / TICKS;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of a PostgreSQL cluster: its postmaster (with its ended children) and every process
 * it runs now (backends, writer, checkpointer…). Under a machine shared with other work this says
 * how much the database worked, where the wall clock also says how long it waited for a core.
 */
export function clusterCpuSeconds(dataDir: string): number {
  const postmaster = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
  let total = cpuSeconds(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const f = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
      if (Number(f[1]) === postmaster) total += cpuSeconds(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}
