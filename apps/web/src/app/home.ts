import { type LoaderFunctionArgs, redirect } from 'react-router';
import { requireUser } from './guards.ts';
import { homePathFor } from './layouts/nav-items.ts';

/**
 * `/`: the signed-in user's dashboard (GET my-dashboard) when the server gives them one; otherwise
 * (an API user) the first page of their own navigation, so no one lands on a page their menu does
 * not show.
 */
export async function homeLoader(args: LoaderFunctionArgs): Promise<Response | null> {
  const user = await requireUser(args);
  if (user.abilities.viewDashboard === true && !user.isApiUser) return null;
  return redirect(homePathFor(user));
}
