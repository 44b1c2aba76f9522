import { Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { TCompany } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailList } from '../../../components/detail-list.tsx';
import { formatDate } from '../../../lib/format.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { CompanyStatusBadge } from './company-status-badge.tsx';
import { EditCompanyModal } from './edit-company-modal.tsx';

interface Props {
  company: TCompany;
  /** Where the parent client's page is in this part of the app; null when the viewer cannot open it. */
  companyHref: (id: string) => string | null;
}

const yearEnd = (v: string | null) => {
  if (!v) return '—';
  const [m, d] = v.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, m - 1, d)),
  );
};

/** The company's details, with the edit company details modal for those the server lets edit. */
export function CompanyDetailsCard({ company, companyHref }: Props) {
  const { t } = useTranslation();
  const parentHref = company.parent ? companyHref(company.parent.id) : null;
  const f = (key: string) => t(`companies.fields.${key}`);
  const address = [company.address, company.city, company.postalCode, company.country].filter(Boolean).join(', ');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {t('companies.details.title')}
          </Title>
          {company.abilities.edit && (
            <Button variant="light" onClick={() => modalStack.show(EditCompanyModal, { company })}>
              {t('companies.details.edit')}
            </Button>
          )}
        </Group>
        <DetailList
          items={[
            { label: f('name'), value: company.name },
            { label: f('companyNumber'), value: company.companyNumber ?? '—' },
            { label: f('sector'), value: company.sector ? t(`sectors.${company.sector}`) : '—' },
            { label: t('companies.details.status'), value: <CompanyStatusBadge status={company.status} size="sm" /> },
            ...(company.parent
              ? [
                  {
                    label: t('companies.details.parent'),
                    value: parentHref ? (
                      <Anchor component={Link} to={parentHref} size="sm">
                        {company.parent.name}
                      </Anchor>
                    ) : (
                      company.parent.name
                    ),
                  },
                ]
              : []),
            { label: f('taxNumber'), value: company.taxNumber ?? '—' },
            { label: f('accountingYearEnd'), value: yearEnd(company.accountingYearEnd) },
            { label: f('externalCompanyId'), value: company.externalCompanyId ?? '—' },
            { label: t('companies.details.address'), value: address || '—' },
            { label: t('companies.details.phone'), value: company.phone ?? '—' },
            { label: t('companies.details.dateCreated'), value: formatDate(company.dateCreated) },
            ...(company.dateArchived
              ? [{ label: t('companies.details.dateArchived'), value: formatDate(company.dateArchived) }]
              : []),
            { label: t('companies.details.departments'), value: company.departmentsCount },
            {
              label: t('companies.details.engagements'),
              value: t('companies.details.engagementCounts', {
                active: company.activeEngagementCount,
                total: company.engagementCount,
              }),
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}
