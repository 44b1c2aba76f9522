import { Anchor, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { notify } from '../../../lib/notifications/notify.ts';
import { CreateEngagementForm } from '../components/create-engagement-form.tsx';

export function CreateEngagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        above={
          <Anchor component={Link} to="/engagements" size="sm">
            ← {t('nav.engagements')}
          </Anchor>
        }
        title={t('engagements.create.title')}
        description={t('engagements.create.description')}
      />
      <Paper withBorder p="lg" radius="md">
        <CreateEngagementForm
          onCancel={() => navigate('/engagements')}
          onCreated={(engagement) => {
            notify.success(t('notification.createEngagement'));
            navigate(`/engagements/${engagement.id}`);
          }}
        />
      </Paper>
    </Stack>
  );
}
