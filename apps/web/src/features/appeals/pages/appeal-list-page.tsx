import { Paper, Stack } from '@mantine/core';
import type { TAppealDecision } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { LinkedFilterNotice } from '../../../components/linked-filter-notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { listTableProps } from '../../../lib/list-params/list-table-props.ts';
import { useUserAppeals } from '../api/get-appeals.ts';
import { AppealTable } from '../components/appeal-table.tsx';
import { useAppealListParams } from '../hooks/use-appeal-list-params.ts';

/** /appeals: the appeals the signed-in manager runs or oversees, most urgent first. */
export function AppealListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const list = useAppealListParams();
  const query = useUserAppeals(user.id, list.params);
  const title = t('appeals.list.title');

  return (
    <Stack gap="md">
      <PageHeader title={title} description={t('appeals.list.description')} />
      <LinkedFilterNotice active={list.linked} onClear={list.clearLinked} />
      <Paper withBorder p="md" radius="md">
        <AppealTable
          label={title}
          {...listTableProps(list, query)}
          filters={{
            statuses: list.statuses,
            onStatusesChange: (statuses) => list.setFilter('statuses', statuses),
            decision: list.params.decision as TAppealDecision | undefined,
            onDecisionChange: (decision) => list.setFilter('decision', decision),
            onlyNewComments: list.params.onlyNewComments === true,
            onOnlyNewCommentsChange: (only) => list.setFilter('onlyNewComments', only ? 'true' : null),
            ended: list.ended,
            onEndedChange: list.setEnded,
          }}
          emptyText={list.filtersActive ? t('appeals.list.emptyFiltered') : t('appeals.list.empty')}
          toolbar={
            <SearchBox
              label={t('appeals.list.search')}
              placeholder={t('appeals.list.searchPlaceholder')}
              value={list.params.globalFilter ?? ''}
              onSearch={list.setGlobalFilter}
              style={{ flex: 1, minWidth: 200, maxWidth: 420 }}
            />
          }
        />
      </Paper>
    </Stack>
  );
}
