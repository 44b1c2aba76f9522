import type { TCsvDelimiter, TCsvEntity, TCsvPreview } from '@statera/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ParseInput {
  entity: TCsvEntity;
  file: File;
  /** Unset: the server detects it. */
  delimiter?: TCsvDelimiter | null;
  companyId?: string;
  parentId?: string;
  invite?: boolean;
  duplicate?: boolean;
}

/** POST /api/{entity}-csv: the file and the options the import will run with; answers the preview. */
export function parseFile({ entity, file, ...fields }: ParseInput): Promise<TCsvPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') form.append(name, String(value));
  }
  return api.post<TCsvPreview>(`/api/${entity}-csv`, form);
}

export const useParseFile = () => useMutation({ mutationFn: parseFile });
