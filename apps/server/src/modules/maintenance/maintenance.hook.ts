import { ERROR_KEYS, TIME_LIMITS } from '@statera/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { maintenancePolicy } from './maintenance.policy.ts';
import { MaintenanceSchedule } from './maintenance.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: MaintenanceSchedule;
  }
}

/** Calls that stay open during maintenance: signing in and out, health, and the maintenance status. */
const OPEN = [
  /^\/api\/(login|refresh|logout|verification-code|resend-verification-code-email|health|maintenance)(\/|$)/,
  /^\/api\/sso-/,
];

/**
 * During a maintenance window every other API call answers 503 errors.maintenance, except for
 * provider admins (who do the maintenance). Register after the auth hook, which finds the actor.
 */
export function registerMaintenance(app: FastifyInstance): void {
  app.decorate('maintenance', new MaintenanceSchedule(app.db));
  app.addHook('onRequest', async (request) => {
    if (request.is404 || !request.url.startsWith('/api/')) return;
    const route = request.routeOptions.url ?? '';
    if (OPEN.some((re) => re.test(route))) return;
    if (maintenancePolicy.workDuringWindow(request.actorOrNull)) return;
    const window = await app.maintenance.current();
    if (!window) return;
    // Capped at the longest window, should an older row hold an end far away.
    const seconds = Math.min(
      TIME_LIMITS.maintenanceMaxHours * 3600,
      Math.max(1, Math.ceil((window.endsAt.getTime() - Date.now()) / 1000)),
    );
    throw new AppError(
      503,
      ERROR_KEYS.maintenance,
      `The platform is under maintenance until ${window.endsAt.toISOString()}.`,
      undefined,
      { 'Retry-After': String(seconds) },
    );
  });
}
