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
    /**
     * Not answered yet, but answered before an earlier answer changed: that answer, offered
     * pre-selected for the specialist to confirm (it counts as answered once confirmed). Empty for a
     * question the path did not ask before.
     */
    suggestedAnswers: z.array(ZAllowedAnswer).default([]),
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

/** A question coming back after an earlier answer changed, with the answer it had (to read before confirming). */
export const ZUnchangedAnswer = z.object({
  questionId: z.string(),
  content: z.string(),
  answers: z.array(ZAllowedAnswer),
});
export type TUnchangedAnswer = z.infer<typeof ZUnchangedAnswer>;

export const ZCurrentQuestion = z.object({
  question: ZInterviewQuestion.nullable(),
  answeredQuestionCount: z.number().int(),
  allQuestionCount: z.number().int(),
  allQuestionsAnswered: z.boolean(),
  /**
   * From the current question on, the questions that would come back one after another with their
   * earlier answers if each were confirmed as it was (stopping at the first the path did not ask
   * before): what "confirm the N unchanged answers" confirms, listed to be read first.
   */
  unchangedAnswers: z.array(ZUnchangedAnswer).default([]),
});

/** `POST /api/interviews/{id}/confirm-unchanged`: the questions read, in order; each keeps its earlier answer. */
export const ZConfirmUnchanged = z.object({
  interviewQuestionIds: z.array(z.string().min(1)).min(1).max(500),
});
export type TConfirmUnchanged = z.infer<typeof ZConfirmUnchanged>;
export type TCurrentQuestion = z.infer<typeof ZCurrentQuestion>;

export const ZAnswerQuestion = z.object({
  interviewQuestionId: z.string().min(1),
  answers: z.array(z.string().min(1)).min(1, { error: 'errors.required' }).max(50),
});
export type TAnswerQuestion = z.infer<typeof ZAnswerQuestion>;

export const ZQuestionQuery = z.object({ interviewQuestionId: z.string().min(1) });

export const ZInterviewQuestions = z.object({ questions: z.array(ZInterviewQuestion) });
