/**
 * What one server process does (PROCESS_ROLE; docs/decisions/process-roles.md). A deployment that
 * outgrows one machine runs several `web` processes behind its proxy and one (or more) `worker`
 * processes, all on one PostgreSQL and one file store; a single machine runs one `both` process.
 */
export const PROCESS_ROLES = ['web', 'worker', 'both'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** The role when PROCESS_ROLE is unset or empty: one process does everything, as before roles existed. */
export const DEFAULT_PROCESS_ROLE: ProcessRole = 'both';

/**
 * PROCESS_ROLE as configured (surrounding spaces and case ignored); anything else is refused at
 * start with the accepted values named, so a typo never starts a process that silently does nothing.
 */
export function parseProcessRole(value: string | undefined): ProcessRole {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === '') return DEFAULT_PROCESS_ROLE;
  if ((PROCESS_ROLES as readonly string[]).includes(v)) return v as ProcessRole;
  throw new Error(`PROCESS_ROLE must be one of ${PROCESS_ROLES.join(', ')} (default both); got "${value}"`);
}

/** Serves the API and the web app (web, both); a worker serves only the health endpoints. */
export const servesApi = (role: ProcessRole): boolean => role !== 'worker';

/** Works the job queues, registers the schedules and runs the sweeps (worker, both); web only enqueues. */
export const runsJobs = (role: ProcessRole): boolean => role !== 'web';
