import type { TApiScope } from '@statera/shared';

/**
 * A public API route's options: reached by API keys only (`config.apiKeys`), its scope named for the
 * document (`security: [{ apiKey: [scope] }]`) — the policies the services ask enforce it.
 */
export function keyRoute(scope: TApiScope | null) {
  return {
    config: { apiKeys: true, ...(scope ? { apiScope: scope } : {}) },
    schema: {
      tags: ['public-api'],
      security: [{ apiKey: scope ? [scope] : [] }],
      ...(scope ? { description: `Scope: \`${scope}\`.` } : {}),
    },
  } as const;
}
