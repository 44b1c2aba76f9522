import { ENGAGEMENT_STATUSES, type TEngagementStatus } from '@statera/shared';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { EngagementListParams } from '../api/get-my-engagements.ts';

const STORAGE_KEY = 'statera.engagements.filters';
export const DEFAULT_SORT = 'dateCreated|desc';

type Patch = { page?: number; q?: string; status?: string; sort?: string };
type Saved = { status?: string; sort?: string };

function isStatus(v: string | null | undefined): v is TEngagementStatus {
  return typeof v === 'string' && (ENGAGEMENT_STATUSES as readonly string[]).includes(v);
}

function readSaved(): Saved {
  try {
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Saved;
    return typeof saved === 'object' && saved !== null ? saved : {};
  } catch {
    return {};
  }
}

/**
 * List state lives in the URL (page, q, status, sort). Status and sort are also remembered locally
 * (spec §9) and apply when the URL names neither.
 */
export function useEngagementListParams() {
  const [params, setParams] = useSearchParams();
  const [saved] = useState(readSaved);
  const fromUrl = params.has('status') || params.has('sort');
  const status = fromUrl ? params.get('status') : saved.status;
  const sort = (fromUrl ? params.get('sort') : saved.sort) || DEFAULT_SORT;

  const list: EngagementListParams = {
    page: Math.max(1, Number(params.get('page')) || 1),
    sort,
    globalFilter: params.get('q') ?? '',
    statuses: isStatus(status) ? [status] : undefined,
  };

  const update = useCallback(
    (patch: Patch) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (!next.has('status') && !next.has('sort')) {
            if (isStatus(saved.status)) next.set('status', saved.status);
            if (saved.sort) next.set('sort', saved.sort);
          }
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          if (patch.page === undefined) next.delete('page');
          const remembered: Saved = { status: next.get('status') ?? undefined, sort: next.get('sort') ?? undefined };
          window.localStorage.setItem(STORAGE_KEY, JSON.stringify(remembered));
          return next;
        },
        { replace: patch.q !== undefined },
      );
    },
    [setParams, saved],
  );

  // 'all' is kept in the URL so choosing it overrides a remembered status.
  return { list, status: isStatus(status) ? status : 'all', update };
}
