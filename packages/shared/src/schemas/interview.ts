import { z } from 'zod';
import { QUESTION_TYPES } from '../enums.ts';

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
