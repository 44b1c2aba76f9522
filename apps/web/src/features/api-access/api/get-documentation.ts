import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import type { OpenApiDocument } from '../openapi.ts';

/** GET /api/documentation/public: the OpenAPI document of the API. */
export const documentationQuery = () =>
  queryOptions({
    queryKey: queryKeys.documentation,
    queryFn: () => api.request<OpenApiDocument>('/api/documentation/public', { anonymous: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useDocumentation = () => useQuery(documentationQuery());
