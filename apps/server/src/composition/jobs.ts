import type { SqlExecutor } from '../db/sql-executor.ts';
import type { JobDefinition } from '../jobs/define.ts';
import { installJobs } from '../jobs/install.ts';
import { appealNewSdsJob } from '../modules/appeals/appeal-reassessment.ts';
import { appealRemindersJob } from '../modules/appeals/appeal-reminders.job.ts';
import { assessmentRemindersJob } from '../modules/assessments/assessment-reminders.job.ts';
import { reassessmentReminderJob } from '../modules/assessments/reassessment-reminders.ts';
import { companyReportJob } from '../modules/company-reports/company-report.job.ts';
import { contractorReportDigestJob } from '../modules/contractor-reports/contractor-report-digest.ts';
import { importCleanupJob, importJob, importRecoveryJob } from '../modules/csv-import/import.job.ts';
import { engagementLifecycleJob } from '../modules/engagements/engagement-lifecycle.job.ts';
import { featureExpiryJob } from '../modules/features/feature-expiry.job.ts';
import { emailDeliveryJob, emailSweepJob } from '../modules/mail/mail.worker.ts';
import { reportGenerationJob } from '../modules/reports/report.job.ts';
import { ruleSetImpactJob } from '../modules/rule-set-impact/rule-set-impact.job.ts';
import { webhookDeliveryJob, webhookSweepJob } from '../modules/webhooks/webhook.worker.ts';

/**
 * Every background job of the app, assembled here at the composition root (each module exports its
 * own): a queue is created for each by the database migration (`installAppJobs`), `startJobs({ jobs:
 * JOBS })` works each (when enabled) and registers its schedule. Add new jobs here.
 */
export const JOBS: readonly JobDefinition<object>[] = [
  emailDeliveryJob,
  emailSweepJob,
  reportGenerationJob,
  assessmentRemindersJob,
  contractorReportDigestJob,
  reassessmentReminderJob,
  engagementLifecycleJob,
  appealRemindersJob,
  appealNewSdsJob,
  featureExpiryJob,
  importJob,
  importCleanupJob,
  importRecoveryJob,
  companyReportJob,
  ruleSetImpactJob,
  webhookDeliveryJob,
  webhookSweepJob,
];

/** The install step of `database.migrate`: pg-boss's tables and a queue per job of the app. */
export const installAppJobs = (executor: SqlExecutor): Promise<void> => installJobs(executor, JOBS);
