import { type LoaderFunctionArgs, redirect } from 'react-router';
import { requireUser } from './guards.ts';
import { homePathFor } from './layouts/nav-items.ts';

/**
 * `/`: the first page of the signed-in user's own navigation, so no role lands on a page its menu
 * does not show (a client user without engagements, a lead appeal manager, an API user).
 */
export async function redirectHome(args: LoaderFunctionArgs): Promise<Response> {
  return redirect(homePathFor(await requireUser(args)));
}
