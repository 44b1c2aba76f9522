import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCan } from '../../../lib/current-user.ts';
import { CompanyView } from '../components/company-view.tsx';

/** /clients/{id} (provider staff): a client's or a subsidiary's page. */
export function ClientPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const canLogEngagement = useCan('createEngagement');
  return (
    <CompanyView
      key={id}
      companyId={id}
      companyHref={(other) => `/clients/${other}`}
      back={{ to: '/clients', label: t('clients.backToList') }}
      settingsHref={(c) => `/settings?companyId=${encodeURIComponent(c.id)}`}
      mayInviteAdmin
      extraActions={(c) =>
        canLogEngagement &&
        c.status === 'active' && (
          <Button component={Link} to={`/clients/${encodeURIComponent(c.id)}/engagements/create`} variant="light">
            {t('engagementRecords.create.forClient')}
          </Button>
        )
      }
      onDeleted={(c) =>
        navigate(c.parentId ? `/clients/${c.parentId}?tab=subsidiaries` : '/clients', { replace: true })
      }
    />
  );
}
