import { describe, expect, it } from 'vitest';
import { allows, authorize } from '../../src/authz/authorize.ts';
import { agencyAbilities, agencyPolicy } from '../../src/modules/agencies/agency.policy.ts';
import {
  engagedEntityAbilities,
  engagedEntityPolicy,
} from '../../src/modules/engaged-entities/engaged-entity.policy.ts';
import { actorAs, eachRole, FOREIGN, TOP } from './actors.ts';

/** Those who manage the group's engagements: client and company admins, provider staff reaching it. */
const MANAGERS = ['provider_admin', 'provider_user', 'client_admin', 'company_admin'] as const;
/** Everyone of the group who may see engagements. */
const READERS = [...MANAGERS, 'client_user', 'approver', 'specialist'] as const;

const active = { mainCompanyId: TOP, status: 'active' as const };
const archived = { mainCompanyId: TOP, status: 'archived' as const };
const foreignEntity = { mainCompanyId: FOREIGN, status: 'active' as const };

describe('engaged entity policy', () => {
  eachRole('see an entity of the group', (a) => engagedEntityPolicy.visible(a, active), READERS);
  eachRole("see another group's entity", (a) => engagedEntityPolicy.visible(a, foreignEntity), ['provider_admin']);
  eachRole('list entities', (a) => engagedEntityPolicy.list(a), READERS);
  eachRole('create an entity in the group', (a) => engagedEntityPolicy.create(a, { mainCompanyId: TOP }), MANAGERS);
  eachRole('create in another group', (a) => engagedEntityPolicy.create(a, { mainCompanyId: FOREIGN }), [
    'provider_admin',
  ]);
  eachRole('edit an active entity', (a) => engagedEntityPolicy.edit(a, active), MANAGERS);
  eachRole('edit an archived entity', (a) => engagedEntityPolicy.edit(a, archived), []);
  eachRole('archive an entity', (a) => engagedEntityPolicy.archive(a, active), MANAGERS);
  eachRole('restore an entity', (a) => engagedEntityPolicy.restore(a, archived), MANAGERS);
  eachRole('delete an entity', (a) => engagedEntityPolicy.delete(a, active), MANAGERS);
  eachRole("delete another group's entity", (a) => engagedEntityPolicy.delete(a, foreignEntity), ['provider_admin']);
  eachRole('add an individual', (a) => engagedEntityPolicy.addIndividual(a, active), MANAGERS);
  eachRole('add an individual to an archived entity', (a) => engagedEntityPolicy.addIndividual(a, archived), []);
  eachRole('edit an individual', (a) => engagedEntityPolicy.editIndividual(a, active), MANAGERS);
  eachRole('edit an individual of an archived entity', (a) => engagedEntityPolicy.editIndividual(a, archived), []);

  it('answers 404 for another group and 403 for a reader who may not change it', () => {
    expect(() => authorize(actorAs('client_admin'), 'engagedEntity.edit', foreignEntity)).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
    expect(() => authorize(actorAs('specialist'), 'engagedEntity.edit', active)).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(() => authorize(actorAs('api_user'), 'engagedEntity.view', active)).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
  });

  it('sends the enforced rules as abilities', () => {
    for (const role of ['client_admin', 'specialist'] as const) {
      const actor = actorAs(role);
      const abilities = engagedEntityAbilities(actor, active);
      expect(abilities.edit).toBe(allows(actor, 'engagedEntity.edit', active));
      expect(abilities.delete).toBe(allows(actor, 'engagedEntity.delete', active));
      expect(abilities.restore).toBe(false);
    }
    expect(engagedEntityAbilities(actorAs('client_admin'), archived)).toMatchObject({ archive: false, restore: true });
  });
});

describe('agency policy', () => {
  const agency = { mainCompanyId: TOP };
  const foreignAgency = { mainCompanyId: FOREIGN };
  eachRole('see an agency of the group', (a) => agencyPolicy.visible(a, agency), READERS);
  eachRole("see another group's agency", (a) => agencyPolicy.visible(a, foreignAgency), ['provider_admin']);
  eachRole('list agencies', (a) => agencyPolicy.list(a), READERS);
  eachRole('create an agency', (a) => agencyPolicy.create(a, agency), MANAGERS);
  eachRole('create an agency in another group', (a) => agencyPolicy.create(a, foreignAgency), ['provider_admin']);
  eachRole('edit an agency', (a) => agencyPolicy.edit(a, agency), MANAGERS);
  eachRole('delete an agency', (a) => agencyPolicy.delete(a, agency), MANAGERS);
  eachRole("delete another group's agency", (a) => agencyPolicy.delete(a, foreignAgency), ['provider_admin']);

  it('sends the enforced rules as abilities', () => {
    for (const role of ['company_admin', 'approver'] as const) {
      const actor = actorAs(role);
      expect(agencyAbilities(actor, agency)).toEqual({
        edit: allows(actor, 'agency.edit', agency),
        delete: allows(actor, 'agency.delete', agency),
      });
    }
  });
});

describe('navigation abilities', () => {
  it('show /intermediaries and /agencies to those who manage a group’s engagements', async () => {
    const { appAbilities } = await import('../../src/authz/app-abilities.ts');
    const { ROLES } = await import('./actors.ts');
    for (const role of ROLES) {
      const abilities = appAbilities(actorAs(role));
      const expected = (MANAGERS as readonly string[]).includes(role);
      expect([role, abilities.viewIntermediaries, abilities.viewAgencies, abilities.createIntermediary]).toEqual([
        role,
        expected,
        expected,
        expected,
      ]);
    }
  });
});
