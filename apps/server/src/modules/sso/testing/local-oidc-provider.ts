/// <reference path="./oidc-provider.d.ts" />
/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a local port, for the server tests,
 * the browser journeys and trying single sign-on locally. Users sign in on a plain email + password
 * form; consent is implied for the registered clients. Never used by the app itself.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type OidcContext } from 'oidc-provider';

export interface LocalAccount {
  /** The stable subject the provider issues (`sub`). */
  sub: string;
  email: string;
  password: string;
  /** Whether the provider vouches for the email (`email_verified`); default true. */
  emailVerified?: boolean;
  name?: string;
}

export interface LocalClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export interface LocalOidcProvider {
  issuer: string;
  port: number;
  /** Adds (or replaces, by email) an account that may sign in. */
  addAccount(account: LocalAccount): void;
  close(): Promise<void>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:360px;margin:48px auto;padding:0 16px}
label{display:block;margin:12px 0 4px}input{width:100%;padding:6px;box-sizing:border-box}
button{margin-top:16px;padding:8px 16px}.error{color:#b00020}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

function loginForm(uid: string, error?: string, email = ''): string {
  return page(
    'Local identity provider',
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" value="${escapeHtml(email)}" required autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>`,
  );
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

function configuration(accounts: Map<string, LocalAccount>, clients: LocalClient[]): Configuration {
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const bySub = (sub: string) => [...accounts.values()].find((a) => a.sub === sub);
  return {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      post_logout_redirect_uris: c.postLogoutRedirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [{ ...signingKey, use: 'sig', kid: 'local-1' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: OidcContext, form: string) => {
          ctx.type = 'html';
          ctx.body = page(
            'Sign out of the identity provider?',
            `${form}<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button type="submit" form="op.logoutForm">Stay signed in</button>`,
          );
        },
        postLogoutSuccessSource: (ctx: OidcContext) => {
          ctx.type = 'html';
          ctx.body = page('Signed out', '<p>You are signed out of the identity provider.</p>');
        },
      },
    },
    findAccount: (_ctx, sub) => {
      const account = bySub(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name ?? account.email,
        }),
      };
    },
    // The registered clients are first-party: consent is implied.
    loadExistingGrant: async (ctx) => {
      const { client, session, result, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) return provider.Grant.find(existing);
      const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        Object.entries(out)
          .map(([k, v]) => `<p><strong>${escapeHtml(k)}</strong>: ${escapeHtml(String(v))}</p>`)
          .join(''),
      );
    },
  };
}

/** Starts the provider on `port` (0: a free one) of 127.0.0.1; the issuer is `http://127.0.0.1:<port>`. */
export async function startLocalOidcProvider(options: {
  clients: LocalClient[];
  accounts?: LocalAccount[];
  port?: number;
  host?: string;
}): Promise<LocalOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const accounts = new Map((options.accounts ?? []).map((a) => [a.email.toLowerCase(), a]));
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://${host}:${port}`;
  const provider = new Provider(issuer, configuration(accounts, options.clients));
  const handle = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(new URL(req.url ?? '/', issuer).pathname);
    if (!match) return handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name !== 'login') {
        // Consent is implied (loadExistingGrant); anything else ends the request.
        return provider.interactionFinished(req, res, { error: 'access_denied' }, { mergeWithLastSubmission: false });
      }
      if (req.method !== 'POST') return sendHtml(res, 200, loginForm(details.uid));
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const account = accounts.get(email);
      if (!account || account.password !== form.get('password')) {
        return sendHtml(res, 200, loginForm(details.uid, 'Wrong email or password.', email));
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
    })().catch(() => {
      if (!res.headersSent) sendHtml(res, 400, page('Sign-in error', '<p>This sign-in has expired. Start again.</p>'));
    });
  });

  return {
    issuer,
    port,
    addAccount: (account) => accounts.set(account.email.toLowerCase(), account),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
