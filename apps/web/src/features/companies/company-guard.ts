import type { LoaderFunctionArgs } from 'react-router';
import { requireUser } from '../../app/guards.ts';
import { can } from '../../lib/abilities.ts';

/** The company-administration areas of the app, each an app-wide ability the server sends with the user. */
export type CompanyArea = 'viewClients' | 'viewCompany' | 'viewSubsidiaries' | 'viewSettings';

/** A route of the company areas: 403 unless the signed-in user reaches any of `areas`. */
export function requireCompanyArea(...areas: CompanyArea[]) {
  return async (args: LoaderFunctionArgs) => {
    const user = await requireUser(args);
    if (!areas.some((area) => can(user, area))) throw new Response('Forbidden', { status: 403 });
    return null;
  };
}
