import { useQuery } from '@tanstack/react-query';
import { userQueryOptions } from '../../../lib/current-user.ts';

export { getUser, userQueryOptions } from '../../../lib/current-user.ts';

export const useUser = (userId: string) => useQuery(userQueryOptions(userId));
