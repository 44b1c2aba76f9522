import { z } from 'zod';
import { QUESTION_TYPES } from '../enums.ts';
import { ZThread } from './assessment.ts';

export const ZInterviewParams = z.object({ id: z.uuid() });

export const ZAllowedAnswer = z.object({ id: z.string(), content: z.string() });

export const ZInterviewQuestion = z
  .object({
    id: z.string(),
    section: z.string(),
    sectionTitle: z.string(),
    content: z.string(),
    helpText: z.string().nullable(),
    type: z.enum(QUESTION_TYPES),
    status: z.enum(['ready', 'answered']),
    allowUnknown: z.boolean(),
    important: z.boolean(),
    allowedAnswers: z.array(ZAllowedAnswer),
    answeredAnswers: z.array(ZAllowedAnswer),
    positionInInterview: z.number().int(),
    previousInterviewQuestionId: z.string().nullable(),
    nextInterviewQuestionId: z.string().nullable(),
    /** The nearest question after / before this one with something the actor has not seen (new comments, or for the approver an answer changed since the version they saw). */
    nextNotSeenId: z.string().nullable(),
    previousNotSeenId: z.string().nullable(),
    /** The nearest question after / before this one waiting for the specialist (the unanswered one, or after a return an answer with comments not yet changed or confirmed). */
    nextReadyId: z.string().nullable(),
    previousReadyId: z.string().nullable(),
    /** The question's comment thread (at most one), with the actor's counts. */
    threads: z.array(ZThread),
  })
  .meta({ id: 'InterviewQuestion' });
export type TInterviewQuestion = z.infer<typeof ZInterviewQuestion>;

export const ZCurrentQuestion = z.object({
  question: ZInterviewQuestion.nullable(),
  answeredQuestionCount: z.number().int(),
  allQuestionCount: z.number().int(),
  allQuestionsAnswered: z.boolean(),
});
export type TCurrentQuestion = z.infer<typeof ZCurrentQuestion>;

export const ZAnswerQuestion = z.object({
  interviewQuestionId: z.string().min(1),
  answers: z.array(z.string().min(1)).min(1, { error: 'errors.required' }).max(50),
});
export type TAnswerQuestion = z.infer<typeof ZAnswerQuestion>;

export const ZQuestionQuery = z.object({ interviewQuestionId: z.string().min(1) });

export const ZInterviewQuestions = z.object({ questions: z.array(ZInterviewQuestion) });
