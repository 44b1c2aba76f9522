import { DEMO_PASSWORD, DEMO_USERS } from '@statera/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { loadActor } from '../../authz/actor.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { rejectAssessment } from '../../modules/assessments/assessment-rejection.ts';
import {
  approveAssessment,
  returnAssessment,
  startInterview,
  submitAssessment,
} from '../../modules/assessments/assessment-workflow.ts';
import { postAssessmentComment } from '../../modules/assessments/threads.service.ts';
import { createEngagement } from '../../modules/engagements/create-engagement.ts';
import { getEngagement } from '../../modules/engagements/engagement.service.ts';
import { answer, currentQuestion } from '../../modules/interviews/interview.service.ts';
import type { Db } from '../client.ts';
import { interviewAnswers, interviews, users } from '../schema/index.ts';
import { insertAgency, insertCompany, insertDepartment, insertEngagedEntity, insertUser } from './builders.ts';
import { seedDemoApiKeys } from './demo-api-keys.ts';
import { seedDemoGuidance } from './demo-guidance.ts';
import { seedDemoInvitations } from './demo-invitations.ts';
import { seedDemoChain, seedDemoReceipt, seedDemoScope } from './demo-off-payroll.ts';
import { seedDemoAppeal, seedDemoAppealFeature, seedDemoDocuments } from './demo-records.ts';
import { seedDemoRuleSetImpact } from './demo-rule-set-impact.ts';
import { seedDemoStatement } from './demo-statements.ts';
import { seedDemoWebhooks } from './demo-webhooks.ts';

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Seeds the demo data set (README) when the database has no users; returns whether it did. */
export async function seedDemoIfEmpty(
  db: Db,
  publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
  /** With the file store and the server secret, the approved assessment's statement is issued and sent. */
  statements?: { storage: FileStorage; secret: string },
): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const person = (email: string, firstName: string, lastName: string, position: string) => ({
    email,
    passwordHash,
    firstName,
    lastName,
    position,
  });

  const manager = await insertUser(db, {
    ...person(DEMO_USERS.providerUser, 'Priya', 'Shah', 'Client manager'),
    role: 'provider_user',
  });
  await insertUser(db, {
    ...person(DEMO_USERS.providerAdmin, 'Alex', 'Morgan', 'Platform administrator'),
    role: 'provider_admin',
  });
  const group = await insertCompany(db, {
    name: 'Northwind Group plc',
    managerId: manager.id,
    number: '08123456',
    sector: 'technology',
    // Active clients have their Unique Taxpayer Reference (valid under the spec §5 nip rule).
    taxNumber: '2812045673',
  });
  const digital = await insertCompany(db, {
    name: 'Northwind Digital Ltd',
    parentId: group.id,
    number: '09876543',
    sector: 'technology',
    taxNumber: '6930561284',
  });
  const engineering = await insertDepartment(db, group.id, 'Engineering');
  await insertDepartment(db, group.id, 'Finance');
  await insertDepartment(db, digital.id, 'Product');
  const agency = await insertAgency(db, group.id, 'Brightpath Recruitment', 'contracts@brightpath.test');

  const admin = await insertUser(db, {
    ...person(DEMO_USERS.clientAdmin, 'Grace', 'Holloway', 'Head of Procurement'),
    role: 'client_admin',
    companyId: group.id,
  });
  const specialist = await insertUser(db, {
    ...person(DEMO_USERS.specialist, 'Sam', 'Okafor', 'Resourcing specialist'),
    role: 'specialist',
    companyId: group.id,
  });
  const approver = await insertUser(db, {
    ...person(DEMO_USERS.approver, 'Jordan', 'Reeves', 'Finance director'),
    role: 'approver',
    companyId: group.id,
  });
  await insertUser(db, {
    ...person(DEMO_USERS.appealManager, 'Morgan', 'Blake', 'HR business partner'),
    role: 'client_user',
    amRole: 'lead_appeal_manager',
    companyId: group.id,
  });
  const apiUser = await insertUser(db, {
    ...person(DEMO_USERS.apiUser, 'Payroll', 'Integration', 'API access'),
    role: 'api_user',
    companyId: group.id,
  });
  await seedDemoApiKeys(db, apiUser.id);
  await insertUser(db, {
    ...person(DEMO_USERS.subsidiaryAdmin, 'Lee', 'Chen', 'Operations manager'),
    role: 'company_admin',
    companyId: digital.id,
  });

  const contractors = [
    {
      name: 'Harbour Data Consulting Ltd',
      type: 'company',
      individual: 'Eleanor Vance',
      service: 'Data platform migration',
    },
    {
      name: 'Quill & Ledger LLP',
      type: 'limited_liability_partnership',
      individual: 'Tomasz Nowak',
      service: 'Interim financial reporting',
    },
    { name: 'Rivera Design', type: 'sole_trader', individual: 'Lucia Rivera', service: 'Brand identity refresh' },
    { name: 'Kestrel Systems Ltd', type: 'company', individual: 'Owen Price', service: 'Security architecture review' },
    { name: 'Ashby Facilities', type: 'sole_trader', individual: 'Nadia Ashby', service: 'Office move coordination' },
  ] as const;
  const actorAdmin = (await loadActor(db, admin.id))!;
  const actorSpecialist = (await loadActor(db, specialist.id))!;
  const actorApprover = (await loadActor(db, approver.id))!;

  const ids: string[] = [];
  for (const [i, c] of contractors.entries()) {
    const { entity, individual } = await insertEngagedEntity(db, {
      mainCompanyId: group.id,
      name: c.name,
      type: c.type,
      individualName: c.individual,
      individualEmail: `${c.individual.split(' ')[0]!.toLowerCase()}@contractor.test`,
    });
    ids.push(
      await createEngagement(db, actorAdmin, {
        companyId: group.id,
        engagedEntityId: entity.id,
        engagedIndividualId: individual.id,
        departmentId: engineering.id,
        agencyId: i % 2 === 0 ? agency.id : null,
        contractStart: iso(7 + i * 3),
        contractEnd: iso(190 + i * 30),
        contractValue: 42_000 + i * 12_500,
        serviceProvided: c.service,
        specialistEmail: specialist.email,
        approverEmail: approver.email,
        type: 'normal',
      }),
    );
  }

  // Off-payroll (issue 28): the group's size figures decide its scope per tax year; one engagement
  // goes through an agency and an umbrella company that employs the worker (entered with the chain,
  // as the engagement form does).
  await seedDemoScope(db, actorAdmin, group.id);
  const umbrella = await insertEngagedEntity(db, {
    mainCompanyId: group.id,
    name: 'Oakridge Umbrella Ltd',
    type: 'company',
    individualName: 'Daniel Osei',
    individualEmail: 'daniel@contractor.test',
  });
  await createEngagement(db, actorAdmin, {
    companyId: group.id,
    engagedEntityId: umbrella.entity.id,
    engagedIndividualId: umbrella.individual.id,
    departmentId: engineering.id,
    agencyId: agency.id,
    contractStart: iso(14),
    contractEnd: iso(320),
    contractValue: 96_000,
    serviceProvided: 'Cloud cost optimisation',
    specialistEmail: specialist.email,
    approverEmail: approver.email,
    type: 'normal',
    chain: [
      {
        kind: 'agency',
        name: 'Brightpath Recruitment',
        agencyId: agency.id,
        ukStatus: 'uk_resident',
        workerControlled: false,
        connectedToUmbrella: false,
      },
      {
        kind: 'umbrella',
        name: 'Oakridge Umbrella Ltd',
        ukStatus: 'uk_resident',
        workerControlled: false,
        connectedToUmbrella: false,
        email: 'payroll@oakridge-umbrella.test',
      },
    ],
  });
  await seedDemoChain(db, actorAdmin, ids[3]!, agency.id);

  // Bring the assessments to different states through the same services the API uses.
  const assessmentOf = async (engagementId: string) =>
    (await getEngagement(db, actorAdmin, engagementId)).currentAssessment!.id;
  const answerAll = async (assessmentId: string, upTo = Number.POSITIVE_INFINITY) => {
    const started = await startAndGetInterview(db, actorSpecialist, assessmentId);
    for (let n = 0; n < upTo; n++) {
      const { question } = await currentQuestion(db, actorSpecialist, started);
      if (!question) break;
      const pick = question.allowedAnswers[(n * 7 + assessmentId.charCodeAt(0)) % question.allowedAnswers.length]!;
      await answer(db, actorSpecialist, started, { interviewQuestionId: question.id, answers: [pick.id] });
    }
  };
  const [, inProgress, inReview, approved, rejected] = await Promise.all(ids.map(assessmentOf));
  await answerAll(inProgress!, 3);
  await answerAll(inReview!);
  await submitAssessment(db, actorSpecialist, inReview!);
  const [firstAnswer] = await db
    .select({ questionId: interviewAnswers.questionId })
    .from(interviewAnswers)
    .innerJoin(interviews, eq(interviews.id, interviewAnswers.interviewId))
    .where(eq(interviews.assessmentId, inReview!))
    .orderBy(asc(interviewAnswers.dateAnswered))
    .limit(1);
  if (firstAnswer) {
    await postAssessmentComment(db, actorApprover, inReview!, {
      body: 'Is this written into the contract, or only how it works in practice?',
      interviewQuestionId: firstAnswer.questionId,
    });
  }
  await answerAll(rejected!);
  await submitAssessment(db, actorSpecialist, rejected!);
  await rejectAssessment(db, actorApprover, rejected!, {
    confirmation: 'Reject',
    reason: 'The office move was cancelled before any work started, so there is no engagement to assess.',
  });
  await answerAll(approved!);
  await submitAssessment(db, actorSpecialist, approved!);
  await returnAssessment(db, actorApprover, approved!, 'Please confirm whether a substitute was ever actually sent.');
  await submitAssessment(db, actorSpecialist, approved!);
  await approveAssessment(db, actorApprover, approved!);
  if (statements) {
    await seedDemoAppealFeature(db, group.id, manager.id);
    await seedDemoStatement(
      db,
      statements.storage,
      { publicUrl, secret: statements.secret },
      actorAdmin,
      ids[3]!,
      approved!,
    );
    await seedDemoReceipt(db, actorAdmin, ids[3]!);
    await seedDemoAppeal(db, ids[3]!, publicUrl);
    await seedDemoDocuments(
      db,
      statements.storage,
      { admin: actorAdmin, specialist: actorSpecialist },
      ids[3]!,
      publicUrl,
    );
  }
  await seedDemoWebhooks(db, group.id, actorAdmin.id, ids[3]!, approved!);
  await seedDemoInvitations(db, { admin: actorAdmin, groupId: group.id, passwordHash, publicUrl });
  if (statements) await seedDemoGuidance(db, statements.storage, statements.secret);
  await seedDemoRuleSetImpact(db, actorAdmin, {
    groupId: group.id,
    departmentId: engineering.id,
    specialistEmail: specialist.email,
    approverEmail: approver.email,
    publicUrl,
  });
  return true;
}

async function startAndGetInterview(db: Db, actor: Actor, assessmentId: string): Promise<string> {
  await startInterview(db, actor, assessmentId);
  const [row] = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(eq(interviews.assessmentId, assessmentId));
  return row!.id;
}
