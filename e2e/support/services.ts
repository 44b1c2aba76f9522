/**
 * The services the browser journeys need besides the app, in one process started before it
 * (scripts/test.sh): a mail sink (SMTP + an HTTP API over what it received) and a local OpenID
 * Connect provider with one client for the app and one user, the demo client admin.
 *
 *   APP_URL=http://127.0.0.1:3456 [SERVICES_FILE=services.json] npx tsx e2e/support/services.ts
 *
 * It prints one JSON line (and writes it to SERVICES_FILE when set):
 *   { smtpUrl, mailUrl, ssoProviders, sso: { provider, issuer, email, password } }
 * Start the app with SMTP_URL=<smtpUrl>, SSO_PROVIDERS=<ssoProviders> and PUBLIC_URL=<APP_URL>; give
 * Playwright E2E_MAIL_URL=<mailUrl> and E2E_SSO_PROVIDER / E2E_SSO_EMAIL / E2E_SSO_PASSWORD.
 * Optional fixed ports: SMTP_PORT, MAIL_HTTP_PORT, OIDC_PORT (default: free ones).
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { DEMO_USERS } from '@statera/shared';
import { startLocalOidcProvider } from '../../apps/server/src/modules/sso/testing/local-oidc-provider.ts';
import { startMailSink } from './mail-sink.ts';

const HOST = '127.0.0.1';
const appUrl = (process.env.APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const port = (name: string) => (process.env[name] ? Number(process.env[name]) : 0);

/** The demo client group's provider: Northwind Group plc (company number 08123456 in the demo seed). */
const SSO = {
  provider: 'northwind',
  displayName: 'Northwind single sign-on',
  companyNumber: '08123456',
  clientId: 'statera',
  clientSecret: randomBytes(24).toString('base64url'),
  email: DEMO_USERS.clientAdmin,
  password: 'Northwind-IdP-Pass-1!',
};

const mail = await startMailSink({ host: HOST, smtpPort: port('SMTP_PORT'), httpPort: port('MAIL_HTTP_PORT') });
const idp = await startLocalOidcProvider({
  host: HOST,
  port: port('OIDC_PORT'),
  clients: [
    {
      clientId: SSO.clientId,
      clientSecret: SSO.clientSecret,
      redirectUris: [`${appUrl}/api/sso/callback`],
      postLogoutRedirectUris: [`${appUrl}/login`],
    },
  ],
  accounts: [{ sub: 'northwind-0001', email: SSO.email, password: SSO.password, name: 'Northwind client admin' }],
});

const ssoProviders = JSON.stringify([
  {
    name: SSO.provider,
    displayName: SSO.displayName,
    issuer: idp.issuer,
    clientId: SSO.clientId,
    clientSecret: SSO.clientSecret,
    companyNumber: SSO.companyNumber,
  },
]);
const line = JSON.stringify({
  smtpUrl: mail.smtpUrl,
  mailUrl: mail.mailUrl,
  ssoProviders,
  sso: { provider: SSO.provider, issuer: idp.issuer, email: SSO.email, password: SSO.password },
});
if (process.env.SERVICES_FILE) writeFileSync(process.env.SERVICES_FILE, `${line}\n`);
process.stdout.write(`${line}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([mail.close(), idp.close()]);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
