/**
 * The public address of the web app (PUBLIC_URL), which links in emails and redirects carry. It
 * reaches the code one way only: config.ts reads it, buildApp decorates `app.publicUrl` with it,
 * and routes and services take it from there — no module falls back to an address of its own
 * (issue 30 item 11: with several web processes behind one address, each must write the same links).
 */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** The configured address without a trailing slash (the default when none is configured: tests, scripts). */
export const normalPublicUrl = (url: string | undefined): string => (url ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
