import { API_SCOPES, type TApiScope } from '@statera/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Actor, hasScope, keyActor } from '../../src/authz/actor.ts';
import { allows } from '../../src/authz/authorize.ts';
import { actorAs, FOREIGN, ROLES, SUB, TOP } from './actors.ts';

/**
 * Scopes are inputs of the policies: a key's actor holds only what its scopes grant, inside its
 * API user's group; people are held by their roles alone (`hasScope` is true for them).
 */
const apiUser = { ...actorAs('api_user'), companyId: TOP, rootCompanyId: TOP, status: 'active' };
const keyWith = (scopes: readonly TApiScope[], blocked: string[] = []): Actor =>
  keyActor(apiUser, { id: 'key', name: 'Test', scopes, rateLimitPerMinute: 60 }, [TOP, SUB], blocked)!;

const engagement = { companyId: SUB, status: 'active', type: 'normal' };
const report = { status: 'approved' as const, approverId: 'someone', companyId: TOP };
const appeal = {
  companyId: TOP,
  rootCompanyId: TOP,
  appealManagerId: null,
  status: 'am_processing' as const,
  participantIds: [],
};

/** Each rule a scope opens, asked as the services ask it. */
const RULES: [string, TApiScope[], (a: Actor) => boolean][] = [
  ['engagement.read', ['engagements:read'], (a) => allows(a, 'engagement.read')],
  ['engagement.create', ['engagements:write'], (a) => allows(a, 'engagement.create', { companyId: SUB })],
  ['engagement.edit', ['engagements:write'], (a) => allows(a, 'engagement.edit', engagement)],
  ['assessment.read', ['determinations:read'], (a) => allows(a, 'assessment.read')],
  ['assessmentReport.download', ['statements:read'], (a) => allows(a, 'assessmentReport.download', report)],
  ['appeal.list', ['appeals:read', 'appeals:manage'], (a) => allows(a, 'appeal.list')],
  ['appeal.view', ['appeals:read', 'appeals:manage'], (a) => allows(a, 'appeal.view', appeal)],
  ['appeal.work', ['appeals:manage'], (a) => allows(a, 'appeal.work', appeal)],
  ['webhook.manage', ['webhooks:manage'], (a) => allows(a, 'webhook.manage', { id: TOP })],
];

describe('a key is held by its scopes', () => {
  it.each(RULES)('%s: allowed with its scope, refused without', (_name, opening, rule) => {
    fc.assert(
      fc.property(fc.subarray([...API_SCOPES]), (scopes) => {
        expect(rule(keyWith(scopes))).toBe(scopes.some((s) => opening.includes(s)));
      }),
      { numRuns: 60 },
    );
  });

  it("never reaches another group's company", () => {
    const all = keyWith(API_SCOPES);
    expect(allows(all, 'engagement.create', { companyId: FOREIGN })).toBe(false);
    expect(allows(all, 'appeal.view', { ...appeal, companyId: FOREIGN, rootCompanyId: FOREIGN })).toBe(false);
    expect(allows(all, 'webhook.manage', { id: FOREIGN })).toBe(false);
    // a subsidiary is no group: webhooks hang on the top company
    expect(allows(all, 'webhook.manage', { id: SUB })).toBe(false);
  });

  it('loses what the group blocks, whatever its scopes', () => {
    const blocked = keyWith(['engagements:write'], ['engagements.amend_dates']);
    expect(blocked.permissions).not.toContain('engagements.amend_dates');
    expect(allows(blocked, 'engagement.amendDates', { companyId: SUB })).toBe(false);
  });

  it('acts for API users of a group only', () => {
    const key = { id: 'k', name: 'k', scopes: API_SCOPES, rateLimitPerMinute: 1 };
    expect(keyActor({ ...actorAs('client_admin'), status: 'active' }, key, [TOP], [])).toBeNull();
    expect(keyActor({ ...apiUser, status: 'suspended' }, key, [TOP], [])).toBeNull();
    expect(keyActor({ ...actorAs('api_user'), status: 'active' }, key, [], [])).toBeNull();
  });

  it('leaves people to their roles (hasScope is true for every person)', () => {
    for (const role of ROLES) for (const scope of API_SCOPES) expect(hasScope(actorAs(role), scope)).toBe(true);
  });
});
