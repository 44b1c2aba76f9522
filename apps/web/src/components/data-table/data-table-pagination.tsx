import { Group, Pagination, Text } from '@mantine/core';
import { LIMITS } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { pageCount, pageWindow } from './page-window.ts';

export interface DataTablePaginationProps {
  page: number;
  total: number;
  /** `total` is a lower bound: the range says "of 10,000+" (the pages stop at it). */
  capped?: boolean;
  pageSize?: number;
  onChange: (page: number) => void;
  compact?: boolean;
}

/**
 * Pagination of spec §9: first/previous, at most 5 page buttons around the current page, next/last,
 * and the "21–40 of 57" range ("of 10,000+" when the server stopped counting at its cap). Hidden
 * controls when everything fits one page.
 */
export function DataTablePagination({
  page,
  total,
  capped = false,
  pageSize = LIMITS.pageSize,
  onChange,
  compact = false,
}: DataTablePaginationProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t(capped ? 'ui.dataTable.rangeAtLeast' : 'ui.dataTable.range', { from, to, total })}
      </Text>
      {pages > 1 && (
        <Pagination.Root total={pages} value={Math.min(page, pages)} onChange={onChange} size={compact ? 'sm' : 'md'}>
          <Group gap={4} component="nav" aria-label={t('ui.dataTable.pagination')} wrap="nowrap">
            {!compact && <Pagination.First aria-label={t('common.pagination.first')} />}
            <Pagination.Previous aria-label={t('common.pagination.previous')} />
            {pageWindow(page, pages).map((n) => (
              <Pagination.Control
                key={n}
                active={n === page}
                onClick={() => onChange(n)}
                aria-label={t('common.pagination.page', { page: n })}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </Pagination.Control>
            ))}
            <Pagination.Next aria-label={t('common.pagination.next')} />
            {!compact && <Pagination.Last aria-label={t('common.pagination.last')} />}
          </Group>
        </Pagination.Root>
      )}
    </Group>
  );
}
