import { Alert, Button, Group, List, Text } from '@mantine/core';
import { CONTRACT_CHANGE_FIELDS, type TContractChange } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useMarkContractChangesSeen } from '../api/contract-changes.ts';

/**
 * The engagement's `unseenFullFilledContractChanges` (the viewer's own requests, applied since they
 * last looked): what was applied and when, dismissed with "Mark as seen". Nothing when there is none.
 */
export function UnseenChangesNotice({ engagementId, changes }: { engagementId: string; changes: TContractChange[] }) {
  const { t } = useTranslation();
  const seen = useMarkContractChangesSeen();
  if (changes.length === 0) return null;
  return (
    <Alert color="teal" title={t('contractChanges.unseen.title', { count: changes.length })}>
      <List size="sm" spacing={2}>
        {changes.map((c) => {
          const fields = CONTRACT_CHANGE_FIELDS.filter((f) => c.changes[f] !== undefined);
          return (
            <List.Item key={c.id}>
              <Text size="sm" span>
                {t('contractChanges.unseen.item', {
                  date: formatDate(c.dateFulfilled ?? c.dateRequested),
                  name: c.fulfilledBy?.name ?? '—',
                })}
                {fields.length > 0 && ` (${fields.map((f) => t(`contractChanges.fields.${f}`)).join(', ')})`}
              </Text>
            </List.Item>
          );
        })}
      </List>
      <Group mt="xs">
        <Button
          size="xs"
          variant="light"
          loading={seen.isPending}
          onClick={() =>
            seen.mutateAsync({ id: engagementId, changeIds: changes.map((c) => c.id) }).catch((e) => notify.error(e))
          }
        >
          {t('contractChanges.list.markSeen')}
        </Button>
      </Group>
    </Alert>
  );
}
