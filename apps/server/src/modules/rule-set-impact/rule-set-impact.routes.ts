import {
  ZIdParams,
  ZRuleSetImpactReport,
  ZRuleSetImpactRuns,
  ZStartImpactReassessments,
  ZStartImpactReassessmentsResult,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getImpactReport, listImpactRuns, startImpactReassessments } from './rule-set-impact.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** What a new questionnaire or rule set would change (docs/decisions/rule-set-impact.md). */
export const ruleSetImpactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ruleset-impacts',
    {
      schema: {
        tags: ['rule-set impact'],
        summary: 'Rule-set impact reports, newest first',
        description:
          'One per questionnaire/rule-set version pair, made by a background job when a new version is introduced. Provider admins see every count; provider users, client and company admins the results of the companies they manage.',
        response: { 200: ZRuleSetImpactRuns, ...errors },
      },
    },
    async (request) => listImpactRuns(app.db, actorOf(request)),
  );

  app.get(
    '/ruleset-impacts/:id',
    {
      schema: {
        tags: ['rule-set impact'],
        summary: 'A rule-set impact report: the live results whose outcome or risk band would change, by client',
        params: ZIdParams,
        response: { 200: ZRuleSetImpactReport, ...errors },
      },
    },
    async (request) => getImpactReport(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/ruleset-impacts/:id/reassessments',
    {
      schema: {
        tags: ['rule-set impact'],
        summary: 'Start reassessments (reason rule_change) of results the report lists',
        description:
          'For the engagement managers (engagements.manage). Results that can no longer be followed up are skipped with the reason; nothing already issued changes.',
        params: ZIdParams,
        body: ZStartImpactReassessments,
        response: { 200: ZStartImpactReassessmentsResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => startImpactReassessments(app.db, actorOf(request), request.params.id, request.body),
  );
};
