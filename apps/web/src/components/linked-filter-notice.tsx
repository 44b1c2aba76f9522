import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LinkedFilterNoticeProps {
  /** Whether the list is narrowed by a dashboard number's link filters. */
  active: boolean;
  /** Clears the link filters (the list as the user keeps it). */
  onClear: () => void;
}

/**
 * Says that a list shows the records behind a dashboard number (filters the list's own controls may
 * not show), with a way back to the whole list.
 */
export function LinkedFilterNotice({ active, onClear }: LinkedFilterNoticeProps) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <Alert variant="light" color="indigo" p="sm" role="status" data-testid="linked-filter-notice">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('dashboard.linkedList.text')}</Text>
        <Button size="compact-sm" variant="subtle" onClick={onClear}>
          {t('dashboard.linkedList.clear')}
        </Button>
      </Group>
    </Alert>
  );
}
