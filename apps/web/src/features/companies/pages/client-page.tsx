import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CompanyView } from '../components/company-view.tsx';

/** /clients/{id} (provider staff): a client's or a subsidiary's page. */
export function ClientPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  return (
    <CompanyView
      key={id}
      companyId={id}
      companyHref={(other) => `/clients/${other}`}
      back={{ to: '/clients', label: t('clients.backToList') }}
      settingsHref={(c) => `/settings?companyId=${encodeURIComponent(c.id)}`}
      mayInviteAdmin
      onDeleted={(c) =>
        navigate(c.parentId ? `/clients/${c.parentId}?tab=subsidiaries` : '/clients', { replace: true })
      }
    />
  );
}
