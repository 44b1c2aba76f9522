import type { TPhoneCodeSent } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** POST /api/users/{id}/phone-code {phone}: texts a 6-digit code to the new number (or records it: smsDelivery). */
export const requestPhoneCode = (userId: string, phone: string) =>
  api.post<TPhoneCodeSent>(userPath(userId, '/phone-code'), { phone });

/** PUT /api/users/{id}/phone {phone, smsCode}: the number changes once the code matches. */
export const changePhone = (userId: string, body: { phone: string; smsCode: string }) =>
  api.put<unknown>(userPath(userId, '/phone'), body);

export const useRequestPhoneCode = (userId: string) =>
  useMutation({ mutationFn: (phone: string) => requestPhoneCode(userId, phone) });

export function useChangePhone(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; smsCode: string }) => changePhone(userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
