import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  assessmentReports,
  clientFinancialYears,
  companies,
  companyReports,
  csvImports,
  engagementChainParties,
  maintenanceWindows,
  rulesetImpactItems,
  rulesetImpactRuns,
  webhookEndpoints,
} from '../../src/db/schema/index.ts';
import { buildApiKey } from '../factories/api-keys.ts';
import { activateFeature } from '../factories/appeals.ts';
import { buildEngagement } from '../factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../factories/tenant.ts';
import type { FixtureIds, MatrixRole } from './route-spec.ts';

export interface MatrixTenant {
  tenant: Tenant;
  callers: Record<MatrixRole, UserRow>;
  ids: Omit<FixtureIds, 'self' | 'interview' | 'question' | 'answer' | 'thread' | 'comment'> & {
    interview?: string;
    question?: string;
    answer?: string;
    thread?: string;
    comment?: string;
  };
}

/**
 * A client group with one user per matrix role: the tenant factory's people plus a provider user
 * managing the group, an appeal manager, a lead appeal manager, an API user, an invited user and a
 * second provider admin; and one engagement whose
 * specialist and approver seats are the tenant's specialist and approver.
 */
export async function buildMatrixTenant(db: Db, providerAdmin: UserRow): Promise<MatrixTenant> {
  const tenant = await buildTenant(db);
  const [providerUser, appealManager, lead, apiUser, invitedUser, otherProviderAdmin] = await Promise.all([
    buildUser(db, { role: 'provider_user' }),
    buildUser(db, { role: 'client_user', companyId: tenant.company.id, amRole: 'appeal_manager' }),
    buildUser(db, { role: 'client_user', companyId: tenant.company.id, amRole: 'lead_appeal_manager' }),
    buildUser(db, { role: 'api_user', companyId: tenant.company.id }),
    buildUser(db, { role: 'client_user', companyId: tenant.company.id, status: 'invited' }),
    buildUser(db, { role: 'provider_admin' }),
  ]);
  await db.update(companies).set({ managerId: providerUser.id }).where(eq(companies.id, tenant.company.id));
  const engagement = await buildEngagement(db, tenant);
  // The appeal subscription is on, so the appeal routes reach their own rules.
  await activateFeature(db, tenant.company.id);
  // A statement row as the job finds it before it runs (the routes on one report need an id).
  const [report] = await db
    .insert(assessmentReports)
    .values({ assessmentId: engagement.assessmentId, version: 1, assessmentVersion: 1, status: 'queued' })
    .returning({ id: assessmentReports.id });
  // The group's company report, queued (the report routes read and remove one).
  await db.insert(companyReports).values({ companyId: tenant.company.id });
  // A window far ahead (it closes nothing during the run), for the route that deletes one.
  const inDays = (d: number) => new Date(Date.now() + d * 86_400_000);
  const [window] = await db
    .insert(maintenanceWindows)
    .values({ startsAt: inDays(60), endsAt: inDays(60.1), message: 'Matrix fixture' })
    .returning({ id: maintenanceWindows.id });
  // Parsed imports as the parse calls leave them (the process call only queues: no file is read).
  const parsedImport = async (entity: 'engagements' | 'users' | 'subsidiaries' | 'clients') => {
    const [row] = await db
      .insert(csvImports)
      .values({
        entity,
        companyId: entity === 'clients' ? null : tenant.company.id,
        createdById: entity === 'clients' ? providerAdmin.id : tenant.clientAdmin.id,
        fileName: `${entity}.csv`,
        fileType: 'csv',
        fileSha256: `${entity}-${tenant.company.id}`,
        options: entity === 'subsidiaries' ? { parentId: tenant.company.id } : { companyId: tenant.company.id },
        expiresAt: inDays(1),
      })
      .returning({ id: csvImports.id });
    return row!.id;
  };
  const [csvEngagements, csvUsers, csvSubsidiaries, csvClients] = await Promise.all([
    parsedImport('engagements'),
    parsedImport('users'),
    parsedImport('subsidiaries'),
    parsedImport('clients'),
  ]);
  // A financial year of the group and a supply chain on the engagement (the off-payroll routes on one).
  const [year] = await db
    .insert(clientFinancialYears)
    .values({
      companyId: tenant.company.id,
      start: '2019-04-01',
      end: '2020-03-31',
      turnoverPence: 2_000_000_000,
      balanceSheetPence: 900_000_000,
      employees: 120,
      evidence: 'Matrix fixture accounts',
    })
    .returning({ id: clientFinancialYears.id });
  const [party] = await db
    .insert(engagementChainParties)
    .values({
      engagementId: engagement.id,
      position: 1,
      kind: 'agency',
      name: 'Matrix Agency',
      ukStatus: 'uk_resident',
    })
    .returning({ id: engagementChainParties.id });
  // A rule-set impact report listing the fixture's assessment (versions unique to this tenant).
  const [run] = await db
    .insert(rulesetImpactRuns)
    .values({ questionnaireVersion: `matrix-q-${tenant.company.id}`, rulesetVersion: 'matrix-rules', status: 'done' })
    .returning({ id: rulesetImpactRuns.id });
  await db.insert(rulesetImpactItems).values({
    runId: run!.id,
    assessmentId: engagement.assessmentId,
    engagementId: engagement.id,
    companyId: tenant.company.id,
    clientId: tenant.company.id,
    fromQuestionnaire: 'statera-q-2.0.0',
    fromRuleset: 'statera-rules-2.0.0',
    fromOutcome: 'employed',
    fromEmployed: 70,
    fromRisk: 'high',
    toOutcome: 'employed',
    toEmployed: 70,
    toRisk: 'medium',
    questions: [],
  });
  // A webhook endpoint of the group (a public address literal: no DNS in the matrix).
  const [hook] = await db
    .insert(webhookEndpoints)
    .values({
      companyId: tenant.company.id,
      url: 'https://93.184.216.34/hook',
      events: ['sds.issued'],
      secret: 'whsec_matrix',
    })
    .returning({ id: webhookEndpoints.id });
  return {
    tenant,
    callers: {
      provider_admin: providerAdmin,
      provider_user: providerUser,
      client_admin: tenant.clientAdmin,
      company_admin: tenant.companyAdmin,
      client_user: tenant.clientUser,
      approver: tenant.approver,
      specialist: tenant.specialist,
      appeal_manager: appealManager,
      lead_appeal_manager: lead,
      api_user: apiUser,
    },
    ids: {
      company: tenant.company.id,
      subsidiary: tenant.subsidiary.id,
      department: tenant.department.id,
      engagement: engagement.id,
      assessment: engagement.assessmentId,
      user: tenant.clientAdmin.id,
      invitedUser: invitedUser.id,
      clientUser: tenant.clientUser.id,
      engagedEntity: tenant.entity.id,
      engagedIndividual: tenant.individual.id,
      agency: tenant.agency.id,
      specialistEmail: tenant.specialist.email,
      approverEmail: tenant.approver.email,
      providerUser: providerUser.id,
      otherProviderAdmin: otherProviderAdmin.id,
      otherProviderAdminEmail: otherProviderAdmin.email,
      assessmentReport: report!.id,
      maintenanceWindow: window!.id,
      webhookEndpoint: hook!.id,
      csvEngagements,
      csvUsers,
      csvSubsidiaries,
      csvClients,
      financialYear: year!.id,
      chainParty: party!.id,
      ruleSetImpact: run!.id,
      apiKey: (await buildApiKey(db, { companyId: tenant.company.id, userId: apiUser.id })).id,
    },
  };
}
