import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TCsvEntity, TCsvImport } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where the records of an import are listed: engagements filtered to this import, the others' lists. */
export const resultLink = (entity: TCsvEntity, key: string) =>
  entity === 'engagements' ? `/engagements?importId=${key}` : `/${entity}`;

/** Step 4: what the import made, with links to it. */
export function ImportResult({
  entity,
  state,
  onAnother,
}: {
  entity: TCsvEntity;
  state: TCsvImport;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const result = state.result!;
  return (
    <Stack gap="md" data-testid="import-result">
      <Alert color="teal" title={t('csvImport.result.title')}>
        <Text>{t(`csvImport.result.created.${entity}`, { count: result.created })}</Text>
        {result.invited > 0 && <Text>{t('csvImport.result.invited', { count: result.invited })}</Text>}
        {entity === 'engagements' && <Text>{t('csvImport.result.digest')}</Text>}
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={resultLink(entity, state.key)}>
          {t(`csvImport.result.open.${entity}`)}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {t('csvImport.result.another')}
        </Button>
      </Group>
    </Stack>
  );
}
