import type { TAppealMail } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

const mailPath = (id: string, suffix = '') => `/api/appeal/${encodeURIComponent(id)}${suffix}`;

/** GET /api/appeal/{id}/history-mails: every email of the appeal with its delivery events, newest first. */
export const getAppealMails = (id: string, signal?: AbortSignal) =>
  api.get<TAppealMail[]>(mailPath(id, '/history-mails'), undefined, signal);

export const useAppealMails = (id: string) =>
  useQuery({ queryKey: queryKeys.appeals.mails(id), queryFn: ({ signal }) => getAppealMails(id, signal) });

/** POST /api/appeal/{id}/mail/{mailId}/resend: the same email again, to the same recipient. */
export const resendAppealMail = (id: string, mailId: string) =>
  api.post<unknown>(mailPath(id, `/mail/${encodeURIComponent(mailId)}/resend`));

export const useResendAppealMail = (id: string) =>
  useInvalidatingMutation((mailId: string) => resendAppealMail(id, mailId), [queryKeys.appeals.mails(id)]);
