import { Anchor, Stack } from '@mantine/core';
import type { TNotification, TNotificationRecipient } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState, queryFallback } from '../../../components/query-states.tsx';
import { useEmailTracker } from '../api/get-email-tracker.ts';
import { EmailChangelog } from '../components/email-changelog.tsx';
import { NotificationCard } from '../components/notification-card.tsx';
import { ResendEmailModal } from '../components/resend-email-modal.tsx';

/** /engagements/{id}/email-tracker: every email about the engagement and what became of it. */
export function EmailTrackerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useEmailTracker(id);
  const [resending, setResending] = useState<{ n: TNotification; r: TNotificationRecipient } | null>(null);

  const header = (
    <PageHeader
      above={
        <Anchor component={Link} to={`/engagements/${id}`} size="sm">
          ← {t('emailTracker.back')}
        </Anchor>
      }
      title={t('emailTracker.title')}
      description={t('emailTracker.description')}
    />
  );
  if (!query.isSuccess) {
    return (
      <Stack gap="md">
        {header}
        {queryFallback(query)}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {header}
      {query.data.data.length === 0 ? (
        <EmptyState>{t('emailTracker.empty')}</EmptyState>
      ) : (
        <Stack gap="sm" component="section" aria-label={t('emailTracker.notifications')}>
          {query.data.data.map((n) => (
            <NotificationCard key={n.id} n={n} onResend={(r) => setResending({ n, r })} />
          ))}
        </Stack>
      )}
      <EmailChangelog engagementId={id} />
      {resending && (
        <ResendEmailModal
          key={resending.r.id}
          engagementId={id}
          recipient={resending.r}
          statement={resending.n.kind === 'contractor_report'}
          opened
          onClose={() => setResending(null)}
        />
      )}
    </Stack>
  );
}
