import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assessments } from './assessments.ts';
import { companies } from './companies.ts';
import { engagements } from './engagements.ts';

/** A question behind a changed result (docs/decisions/rule-set-impact.md). */
export interface ImpactQuestion {
  questionId: string;
  question: string;
  answer: string;
  /** score: its weight or score changed; rule: a decisive rule it belongs to started or stopped firing;
   * unknown: answered "not known" and among the largest pulls the new risk model weighs; new: a question
   * of the new questionnaire not yet answered. */
  why: 'score' | 'rule' | 'unknown' | 'new';
  /** Change of its contribution to the balance, in percentage points of the balance (score and rule). */
  delta: number | null;
}

/**
 * One re-determination of every live result under a questionnaire and rule-set version pair: run
 * once per pair (unique), by the `ruleset.impact` job, without changing any assessment.
 */
export const rulesetImpactRuns = pgTable(
  'ruleset_impact_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireVersion: text('questionnaire_version').notNull(),
    rulesetVersion: text('ruleset_version').notNull(),
    status: text('status', { enum: ['running', 'done'] })
      .notNull()
      .default('running'),
    /** Live results re-determined, and how many of them would change outcome or risk band. */
    assessedCount: integer('assessed_count').notNull().default(0),
    changedCount: integer('changed_count').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('ruleset_impact_runs_versions_uq').on(t.questionnaireVersion, t.rulesetVersion)],
);

/** A live result whose outcome or risk band would change under the run's versions. */
export const rulesetImpactItems = pgTable(
  'ruleset_impact_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => rulesetImpactRuns.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    /** The engagement's company, and its client (the group's root) the report is grouped by. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fromQuestionnaire: text('from_questionnaire').notNull(),
    fromRuleset: text('from_ruleset').notNull(),
    fromOutcome: text('from_outcome', { enum: ['employed', 'selfEmployed'] }).notNull(),
    fromEmployed: integer('from_employed').notNull(),
    fromRisk: text('from_risk', { enum: ['low', 'medium', 'high'] }).notNull(),
    toOutcome: text('to_outcome', { enum: ['employed', 'selfEmployed'] }).notNull(),
    toEmployed: integer('to_employed').notNull(),
    toRisk: text('to_risk', { enum: ['low', 'medium', 'high'] }).notNull(),
    questions: jsonb('questions').$type<ImpactQuestion[]>().notNull(),
    /** The reassessment a client started from the report (reason rule_change). */
    reassessmentId: uuid('reassessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ruleset_impact_items_uq').on(t.runId, t.assessmentId),
    // The report reads one run's items grouped by client, and a client's part of it.
    index('ruleset_impact_items_client_idx').on(t.runId, t.clientId, t.companyId),
  ],
);
