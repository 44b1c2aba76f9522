import type { LoaderFunctionArgs } from 'react-router';
import { requireUser } from '../../app/guards.ts';
import { type CompanyArea, companyAreas } from './company-access.ts';

/** A route of the company areas: 403 unless the signed-in user reaches any of `areas`. */
export function requireCompanyArea(...areas: CompanyArea[]) {
  return async (args: LoaderFunctionArgs) => {
    const user = await requireUser(args);
    const reach = companyAreas(user);
    if (!areas.some((area) => reach[area])) throw new Response('Forbidden', { status: 403 });
    return null;
  };
}
