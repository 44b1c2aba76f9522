import { reassessmentReminderJob } from '../modules/assessments/reassessment-reminders.ts';
import { emailDeliveryJob, emailSweepJob } from '../modules/mail/mail.worker.ts';
import type { JobDefinition } from './define.ts';

/**
 * Every background job of the app. A queue is created for each by the database migration,
 * `startJobs` works each (when enabled) and registers its schedule. Add new jobs here.
 */
export const JOBS: readonly JobDefinition<object>[] = [emailDeliveryJob, emailSweepJob, reassessmentReminderJob];
