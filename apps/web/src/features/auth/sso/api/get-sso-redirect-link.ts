import type { TSsoRedirectLink } from '@statera/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export interface StartSsoInput {
  /** The provider's name (a customer login path /login/{name}, or what the user typed). */
  name: string;
  /** The path to come back to after signing in. */
  redirect?: string | null;
}

/** The provider's sign-in page for this attempt (GET /api/sso-redirect-link); 404 for an unknown name. */
export const getSsoRedirectLink = ({ name, redirect }: StartSsoInput) =>
  api.request<TSsoRedirectLink>('/api/sso-redirect-link', {
    query: { name: name.trim().toLowerCase(), redirect: redirect ?? undefined },
    anonymous: true,
  });

/** Where the browser leaves the app for; a seam for tests. */
export const browser = { go: (url: string) => window.location.assign(url) };

/** Starts a single sign-on: asks for the provider's page and sends the browser there. */
export async function startSso(input: StartSsoInput): Promise<void> {
  const { link } = await getSsoRedirectLink(input);
  browser.go(link);
}

export const useStartSso = () => useMutation({ mutationFn: startSso });
