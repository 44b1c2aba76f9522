import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { can } from '../../../lib/abilities.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { CompanyView } from '../components/company-view.tsx';

/**
 * /company (client and company admins): their own company; `?id=` opens a subsidiary of their group
 * (the server answers 404 for any other company).
 */
export function CompanyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useCurrentUser();
  const [search] = useSearchParams();
  const own = viewer.companyId ?? '';
  const id = search.get('id') || own;
  const inGroup = id !== own;
  return (
    <CompanyView
      key={id}
      companyId={id}
      companyHref={(other) => {
        if (other === own) return '/company';
        // Only the group admin opens the other companies of the group.
        return can(viewer, 'viewSubsidiaries') ? `/company?id=${encodeURIComponent(other)}` : null;
      }}
      back={
        inGroup && can(viewer, 'viewSubsidiaries')
          ? { to: '/subsidiaries', label: t('companies.subsidiaries.back') }
          : undefined
      }
      settingsHref={can(viewer, 'viewSettings') ? () => '/settings' : undefined}
      mayInviteAdmin={false}
      onDeleted={() => navigate(can(viewer, 'viewSubsidiaries') ? '/subsidiaries' : '/company', { replace: true })}
    />
  );
}
