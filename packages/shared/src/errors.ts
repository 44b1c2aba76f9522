import { z } from 'zod';

/** Error keys the server answers with (spec §8); the web translates them. */
export const ERROR_KEYS = {
  validation: 'errors.validationFailed',
  unauthorized: 'errors.unauthorized',
  wrongCredentials: 'errors.wrongEmailOrPassword',
  tokenInvalid: 'errors.tokenInvalid',
  forbidden: 'errors.forbidden',
  notFound: 'errors.notFound',
  conflict: 'errors.conflict',
  invalidTransition: 'errors.invalidStateTransition',
  tooManyRequests: 'errors.tooManyRequests',
  payloadTooLarge: 'errors.payloadTooLarge',
  unsupportedMediaType: 'errors.unsupportedMediaType',
  internal: 'errors.internal',
  notApproverOrSpecialist: 'errors.userIsNotApproverOrSpecialist',
  invalidCompany: 'errors.invalidCompany',
  assessmentNotOpen: 'errors.assessmentNotOpen',
  interviewIncomplete: 'errors.interviewIncomplete',
  questionNotInPath: 'errors.questionNotInPath',
  invalidAnswer: 'errors.invalidAnswer',
  serviceUnavailable: 'errors.serviceUnavailable',
} as const;
export type TErrorKey = (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS];

export const ZErrorResponse = z
  .object({
    error_key: z.string(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
