import { useInvalidatingMutation } from '../mutation.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * A mutation on companies: on success every companies query is refetched (a name, status or
 * manager shows in lists and pages alike), and people queries too when `people` is set.
 */
export const useCompanyMutation = <V, R = unknown>(run: (vars: V) => Promise<R>, opts: { people?: boolean } = {}) =>
  useInvalidatingMutation(
    run,
    opts.people ? [queryKeys.companies.all, queryKeys.users.all] : [queryKeys.companies.all],
  );
