import { Alert, Anchor, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryFallback } from '../../../components/query-states.tsx';
import { notify } from '../../../lib/notifications/notify.ts';
import { useEngagement } from '../api/get-engagement.ts';
import { CreateEngagementForm } from '../components/create-engagement-form.tsx';
import { duplicateValues, type EngagementFormValues } from '../hooks/use-create-engagement-form.ts';

/**
 * Logs an engagement: /engagements/create (any company the user manages), /clients/{id}/engagements/create
 * (provider staff, for that client) and ?duplicate={id} (the form filled from that engagement, linked to it).
 */
export function CreateEngagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: clientId } = useParams();
  const [search] = useSearchParams();
  const duplicateOf = search.get('duplicate') ?? '';
  const source = useEngagement(duplicateOf);
  const back = clientId ? `/clients/${clientId}` : '/engagements';

  if (duplicateOf && !source.isSuccess) return queryFallback(source);
  const initial: Partial<EngagementFormValues> = source.data
    ? duplicateValues(source.data)
    : clientId
      ? { companyId: clientId }
      : {};

  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        above={
          <Anchor component={Link} to={back} size="sm">
            ← {clientId ? t('engagementRecords.create.backToClient') : t('nav.engagements')}
          </Anchor>
        }
        title={source.data ? t('engagementRecords.create.duplicateTitle') : t('engagements.create.title')}
        description={t('engagements.create.description')}
      />
      {source.data && (
        <Alert color="blue" variant="light">
          {t('engagementRecords.create.duplicateHint', { individual: source.data.engagedIndividualName })}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <CreateEngagementForm
          key={duplicateOf || clientId || 'new'}
          initial={initial}
          onCancel={() => navigate(back)}
          onCreated={(engagement) => {
            notify.success(t('notification.createEngagement'));
            navigate(`/engagements/${engagement.id}`);
          }}
        />
      </Paper>
    </Stack>
  );
}
