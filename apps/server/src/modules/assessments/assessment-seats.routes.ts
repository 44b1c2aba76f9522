import { ZAssessment, ZChangeAnswerer, ZChangeApprover, ZChangeDueDate, ZIdParams } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandThenRead, errorResponses } from '../../lib/route.ts';
import { getAssessment } from './assessment.service.ts';
import { acceptAnswerer, changeAnswerer, changeApprover, changeDueDate } from './assessment-seats.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const schema = (summary: string) => ({
  tags: ['assessments'],
  summary,
  params: ZIdParams,
  response: { 200: ZAssessment, ...errors },
});

/** Due date and seats of an assessment, and the new specialist's acceptance of the answers so far. */
export const assessmentSeatRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = (request: { params: { id: string } }, actor: Parameters<typeof getAssessment>[1]) =>
    getAssessment(app.db, actor, request.params.id);

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/assessments/:id/due-date',
      schema: { ...schema('Move the due date'), body: ZChangeDueDate },
    },
    { command: (request, actor) => changeDueDate(app.db, actor, request.params.id, request.body.dueDate), read },
  );
  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/assessments/:id/answerer',
      schema: { ...schema('Give the specialist seat to another person'), body: ZChangeAnswerer },
    },
    {
      command: (request, actor) => changeAnswerer(app.db, actor, request.params.id, request.body.newAnswererEmail),
      read,
    },
  );
  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/assessments/:id/approver',
      schema: { ...schema('Give the approver seat to another person'), body: ZChangeApprover },
    },
    {
      command: (request, actor) => changeApprover(app.db, actor, request.params.id, request.body.newApproverEmail),
      read,
    },
  );
  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/assessments/:id/accept-answerer',
      schema: schema("The new specialist takes over the previous specialist's answers"),
    },
    { command: (request, actor) => acceptAnswerer(app.db, actor, request.params.id), read },
  );
};
