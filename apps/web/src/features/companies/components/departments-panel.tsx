import { Alert, List, Stack, Text } from '@mantine/core';
import type { TCompany } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { queryFallback } from '../../../components/query-states.tsx';
import { useDepartments } from '../../../resources/companies/get-departments.ts';
import { DepartmentsEditor } from './departments-editor.tsx';

/**
 * The departments of a company. Those who may manage them (the server's manageDepartments ability)
 * rename, add and delete; everyone else sees the list.
 */
export function DepartmentsPanel({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const query = useDepartments(company.id);
  if (!query.data) return queryFallback(query);
  const departments = query.data;

  if (company.abilities.manageDepartments) {
    // A fresh editor whenever the saved list changes (after a save or a delete elsewhere).
    return (
      <DepartmentsEditor
        key={departments.map((d) => `${d.id}:${d.name}`).join('|')}
        companyId={company.id}
        departments={departments}
      />
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('companies.departments.readOnly')}
      </Text>
      {departments.length === 0 ? (
        <Alert color="gray">{t('companies.departments.empty')}</Alert>
      ) : (
        <List aria-label={t('companies.departments.title')}>
          {departments.map((d) => (
            <List.Item key={d.id}>{d.name}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
