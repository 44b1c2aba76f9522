import { describe, expect, it } from 'vitest';
import { authorize, ensureVisible } from '../../src/authz/authorize.ts';
import { csvImportPolicy } from '../../src/modules/csv-import/csv-import.policy.ts';
import { actorAs, eachRole, FOREIGN, SUB, TOP } from './actors.ts';

/** Imports ask `csv.import` (blockable by the group) and the permission of the single create. */
describe('csv import policy', () => {
  eachRole('import engagements', (a) => csvImportPolicy.importEngagements(a), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'company_admin',
  ]);
  eachRole('import people', (a) => csvImportPolicy.importUsers(a), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'company_admin',
  ]);
  eachRole('import subsidiaries', (a) => csvImportPolicy.importSubsidiaries(a), [
    'provider_admin',
    'provider_user',
    'client_admin',
  ]);
  eachRole('import clients', (a) => csvImportPolicy.importClients(a), ['provider_admin']);
  eachRole('follow an import of the group', (a) => csvImportPolicy.visible(a, { createdById: 'x', companyId: TOP }), [
    'provider_admin',
    'provider_user',
    'client_admin',
  ]);
  eachRole(
    'follow an import of a subsidiary',
    (a) => csvImportPolicy.visible(a, { createdById: 'x', companyId: SUB }),
    ['provider_admin', 'provider_user', 'client_admin', 'company_admin'],
  );
  eachRole(
    "follow another group's import",
    (a) => csvImportPolicy.visible(a, { createdById: 'x', companyId: FOREIGN }),
    ['provider_admin'],
  );

  it('refuses every import to a client admin whose group blocked csv.import, and to no provider staff', () => {
    const blocked = actorAs('client_admin', { blocked: ['csv.import'] });
    expect(csvImportPolicy.importEngagements(blocked)).toBe(false);
    expect(csvImportPolicy.importUsers(blocked)).toBe(false);
    expect(csvImportPolicy.importSubsidiaries(blocked)).toBe(false);
    expect(() => authorize(blocked, 'csvImport.importEngagements')).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(csvImportPolicy.importEngagements(actorAs('provider_user', { blocked: ['csv.import'] }))).toBe(true);
  });

  it("answers 404 for another group's import and 403 to a reader", () => {
    expect(() => ensureVisible(actorAs('client_admin'), 'csvImport', { createdById: 'x', companyId: FOREIGN })).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
    expect(() => authorize(actorAs('specialist'), 'csvImport.importEngagements')).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });
});
