import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { FEATURE_NAMES, type TCompany } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useCompanyFeatures } from '../../../resources/features/get-company-features.ts';

/**
 * The company's features (its client's, for a subsidiary): each feature with its status and end;
 * provider staff who manage subscriptions go to /subscriptions for this client to change them.
 */
export function CompanyFeaturesCard({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const query = useCompanyFeatures(company.id);
  const byName = new Map((query.data?.data ?? []).map((f) => [f.name, f]));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} fz="h5">
          {t('subscriptions.company.title')}
        </Title>
        {query.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
        {query.isError && (
          <Text size="sm" c="red">
            {t('subscriptions.company.loadFailed')}
          </Text>
        )}
        {query.data &&
          FEATURE_NAMES.map((name) => {
            const f = byName.get(name);
            return (
              <Group key={name} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{t(`subscriptions.names.${name}`)}</Text>
                <Group gap={6} wrap="nowrap">
                  {f?.enabled && f.dateEnd && (
                    <Text size="xs" c="dimmed">
                      {formatDate(f.dateEnd)}
                    </Text>
                  )}
                  <Badge size="sm" variant="light" color={f?.enabled ? 'teal' : 'gray'}>
                    {f
                      ? t(`subscriptions.status.${f.enabled ? 'active' : 'ended'}`)
                      : t('subscriptions.company.notSubscribed')}
                  </Badge>
                </Group>
              </Group>
            );
          })}
        {company.abilities.manageFeatures && (
          <Button
            variant="light"
            size="xs"
            component={Link}
            to={`/subscriptions?companyId=${encodeURIComponent(company.id)}`}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('subscriptions.company.manage')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
