import { z } from 'zod';
import { OUTCOMES, RISK_LEVELS } from '../enums.ts';

export const ZAssessmentVersion = z.object({
  version: z.number().int(),
  dateCreated: z.string(),
  outcome: z.enum(OUTCOMES),
  employed: z.number().int(),
  selfEmployed: z.number().int(),
  riskLevel: z.enum(RISK_LEVELS),
});
export const ZAssessmentVersions = z.object({ versions: z.array(ZAssessmentVersion) });
export type TAssessmentVersions = z.infer<typeof ZAssessmentVersions>;

export const ZVersionChangesQuery = z.object({ version: z.coerce.number().int().min(2).optional() });

const ZQuestionRef = z.object({ questionId: z.string(), question: z.string() });

/** What changed between a submitted version and the one before it. */
export const ZVersionChanges = z
  .object({
    version: z.number().int(),
    previousVersion: z.number().int(),
    changed: z.array(ZQuestionRef.extend({ fromText: z.string(), toText: z.string() })),
    enteredPath: z.array(ZQuestionRef),
    leftPath: z.array(ZQuestionRef),
    unchanged: z.number().int(),
  })
  .meta({ id: 'VersionChanges' });
export type TVersionChanges = z.infer<typeof ZVersionChanges>;
