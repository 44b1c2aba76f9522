import { z } from 'zod';
import { zRequiredString } from '../validation/fields.ts';
import { ZId } from './common.ts';
import { ZAllowedAnswer } from './interview.ts';

/** `POST /api/threads/{id}/comments`: a draft (`created`, only its author sees it) or a submitted comment. */
export const ZThreadComment = z.object({
  body: zRequiredString({ max: 5000 }),
  status: z.enum(['created', 'submitted']).default('submitted'),
});
export type TThreadComment = z.infer<typeof ZThreadComment>;

/** `PUT /api/assessments/{id}/comments/{commentId}`: new text; `status: submitted` submits a draft. */
export const ZUpdateComment = z.object({
  body: zRequiredString({ max: 5000 }),
  status: z.enum(['created', 'submitted']).optional(),
});
export type TUpdateComment = z.infer<typeof ZUpdateComment>;

export const ZCommentParams = z.object({ id: ZId, commentId: ZId });

/** `PUT /api/threads/{id}/mark-as-seen`: read up to `lastSeen` (default now; never moves back). */
export const ZMarkThreadSeen = z.object({ lastSeen: z.iso.datetime({ offset: true }).optional() });
export type TMarkThreadSeen = z.infer<typeof ZMarkThreadSeen>;

export const ZThreadSeen = z.object({ threadId: ZId, lastSeen: z.string(), newCommentCount: z.number().int() });
export type TThreadSeen = z.infer<typeof ZThreadSeen>;

export const ZMarkVersionSeen = z.object({ version: z.number().int().min(1) });
export type TMarkVersionSeen = z.infer<typeof ZMarkVersionSeen>;

/** `PUT /api/interview-questions/{id}`: change an answered question's answer (later answers are removed). */
export const ZEditAnswer = z.object({
  interviewId: ZId,
  newAnswers: z.array(z.string().min(1)).min(1, { error: 'errors.required' }).max(50),
});
export type TEditAnswer = z.infer<typeof ZEditAnswer>;

/** `PUT /api/interview-questions/{id}/confirm`: the specialist confirms an answer still stands. */
export const ZConfirmQuestion = z.object({ interviewId: ZId });
export type TConfirmQuestion = z.infer<typeof ZConfirmQuestion>;

export const ZInterviewQuestionParams = z.object({ id: z.string().min(1).max(100) });

export const ZResultsBySectionsQuery = z.object({ version: z.coerce.number().int().min(1).optional() });

/** The result screen: each section's share and the questions answered in it, in path order. */
export const ZResultsBySections = z
  .object({
    version: z.number().int(),
    sections: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        employed: z.number(),
        selfEmployed: z.number(),
        answered: z.number(),
        questions: z.array(
          z.object({
            id: z.string(),
            content: z.string(),
            important: z.boolean(),
            answeredAnswers: z.array(ZAllowedAnswer),
            commentCount: z.number().int(),
            newCommentCount: z.number().int(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'ResultsBySections' });
export type TResultsBySections = z.infer<typeof ZResultsBySections>;
