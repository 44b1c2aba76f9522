import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AttachmentTokens } from '../documents/attachment-token.ts';
import { companyReportRoutes } from './company-report.routes.ts';

/** The company report: a workbook of a company's engagements, built by the `company-report.build` job. */
export const companyReportsModule: FastifyPluginAsyncZod = async (app) => {
  // Same secret and label as the documents module's links: /api/attachments/{id}?token= opens them.
  const tokens = new AttachmentTokens(app.appConfig.jwtSecret);
  await app.register(companyReportRoutes, { tokens });
};
