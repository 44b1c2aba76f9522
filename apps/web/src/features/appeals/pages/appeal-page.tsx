import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryFallback } from '../../../components/query-states.tsx';
import { UrlTabs } from '../../../components/url-tabs.tsx';
import { useAppeal } from '../api/get-appeal.ts';
import { AppealActions, hasAppealActions } from '../components/appeal-actions.tsx';
import { AppealMailHistory } from '../components/appeal-mail-history.tsx';
import { AppealOverview, AppealStatusLine, OverdueWarning } from '../components/appeal-overview.tsx';
import { AppealThreads } from '../components/appeal-threads.tsx';
import { DecisionHistory } from '../components/decision-history.tsx';
import { ManagementNotes } from '../components/management-notes.tsx';

/**
 * /appeals/{id}: the manager's appeal page. The header holds the status and the actions the
 * server allows; the overdue warning sits above everything; the clock and what is disputed come
 * next; the threads, internal notes, decisions and emails are tabs (a select on a phone).
 */
export function AppealPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useAppeal(id);

  if (!query.isSuccess) return queryFallback(query);
  const appeal = query.data;
  const newComments = appeal.newCommentCount;

  return (
    <Stack gap="md">
      <PageHeader
        above={
          <Anchor component={Link} to="/appeals" size="sm">
            ← {t('appeals.list.title')}
          </Anchor>
        }
        title={t('appeals.detail.title', { individual: appeal.engagement.engagedIndividualName })}
        description={`${appeal.engagement.engagedEntityName} · ${appeal.engagement.company.name}`}
        actions={hasAppealActions(appeal) ? <AppealActions appeal={appeal} /> : undefined}
      />
      <AppealStatusLine appeal={appeal} />
      <OverdueWarning appeal={appeal} />
      <AppealOverview appeal={appeal} />
      <UrlTabs
        label={t('appeals.detail.tabs.label')}
        tabs={[
          {
            value: 'threads',
            label: t('appeals.detail.tabs.threads'),
            content: (
              <Stack gap="sm">
                {newComments > 0 && (
                  <Group>
                    <Badge color="red">{t('appeals.detail.newComments', { count: newComments })}</Badge>
                  </Group>
                )}
                <AppealThreads appeal={appeal} />
              </Stack>
            ),
          },
          { value: 'notes', label: t('appeals.detail.tabs.notes'), content: <ManagementNotes appeal={appeal} /> },
          {
            value: 'decisions',
            label: t('appeals.detail.tabs.decisions'),
            content: <DecisionHistory appeal={appeal} />,
          },
          { value: 'mails', label: t('appeals.detail.tabs.mails'), content: <AppealMailHistory appeal={appeal} /> },
        ]}
      />
    </Stack>
  );
}
