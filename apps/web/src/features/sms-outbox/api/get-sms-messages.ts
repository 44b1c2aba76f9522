import { LIMITS, type ZSmsMessagePage } from '@statera/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export type TSmsMessagePage = z.infer<typeof ZSmsMessagePage>;

/** GET /api/sms-messages: the texts the demo's SMS provider recorded, newest first (provider admins). */
export const getSmsMessages = (page: number, signal?: AbortSignal) =>
  api.get<TSmsMessagePage>('/api/sms-messages', { page, rows: LIMITS.pageSize }, signal);

export const useSmsMessages = (page: number) =>
  useQuery({
    queryKey: queryKeys.smsMessages(page),
    queryFn: ({ signal }) => getSmsMessages(page, signal),
    placeholderData: keepPreviousData,
  });
