import { LIMITS } from '@statera/shared';

/** Number of pages for `total` records at `pageSize` a page (at least 1). */
export function pageCount(total: number, pageSize: number = LIMITS.pageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers the pagination shows: at most `buttons` (spec §9: 5) consecutive pages with the
 * current one centred where possible.
 */
export function pageWindow(page: number, pages: number, buttons: number = LIMITS.paginationButtons): number[] {
  const count = Math.min(buttons, pages);
  const current = Math.min(Math.max(1, page), pages);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
