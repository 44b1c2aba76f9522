import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liabilityRoutes } from './liability.routes.ts';
import { scopeRoutes } from './scope.routes.ts';

/**
 * Off-payroll scope, supply chain, liability and money at stake (issue 28):
 * `docs/off-payroll-liability.md` (the rules) and `docs/decisions/off-payroll.md` (the design).
 */
export const offPayrollModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(scopeRoutes);
  await app.register(liabilityRoutes);
};
