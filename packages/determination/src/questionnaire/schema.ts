import { z } from 'zod';

const ZId = z.string().regex(/^[a-z][a-z0-9_]*$/);

export const ZAnswerDef = z.strictObject({
  id: ZId,
  content: z.string().min(1),
  score: z.number().min(-1).max(1).optional(),
  note: z.string().min(1).optional(),
  exclusive: z.literal(true).optional(),
});

export const ZQuestionDef = z
  .strictObject({
    id: ZId,
    section: ZId,
    content: z.string().min(10).endsWith('?'),
    helpText: z.string().min(20),
    type: z.enum(['standard', 'multiple', 'initial_object']),
    allowUnknown: z.boolean(),
    important: z.boolean(),
    depth: z.enum(['short', 'full']),
    phase: z.enum(['any', 'practice', 'review', 'appeal']),
    factor: z
      .enum([
        'personal_service',
        'control',
        'mutuality',
        'financial_risk',
        'part_and_parcel',
        'own_business',
        'duration',
        'intention',
      ])
      .optional(),
    weight: z.number().positive().max(5).optional(),
    when: z.array(z.strictObject({ q: ZId, in: z.array(ZId).min(1) })).optional(),
    entities: z
      .array(z.enum(['company', 'limited_liability_partnership', 'sole_trader']))
      .min(1)
      .optional(),
    answers: z.array(ZAnswerDef).min(2),
  })
  .refine((q) => new Set(q.answers.map((a) => a.id)).size === q.answers.length, 'duplicate answer id')
  .refine((q) => !q.answers.some((a) => a.id === 'unknown'), '"unknown" is reserved')
  .refine((q) => q.type === 'multiple' || !q.answers.some((a) => a.exclusive), 'exclusive only on multiple')
  .refine(
    (q) =>
      q.factor === undefined
        ? q.answers.every((a) => a.score === undefined)
        : q.answers.every((a) => a.score !== undefined),
    'a factor question scores every answer; other questions score none',
  );

export const ZSectionDef = z.strictObject({
  id: ZId,
  title: z.string().min(3),
  questions: z.array(ZQuestionDef).min(1),
});

export const ZQuestionnaireDef = z.array(ZSectionDef).min(1);
