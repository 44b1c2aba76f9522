import { Alert, Button, Group, Text } from '@mantine/core';
import type { TEngagement } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { formatDate } from '../../../lib/format.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useConvertEngagement } from '../api/convert-engagement.ts';

/** What the engagement needs next, and converting a preliminary engagement when abilities allow. */
export function EngagementLifecycleNotice({ engagement: e }: { engagement: TEngagement }) {
  const { t } = useTranslation();
  const convert = useConvertEngagement(e.id);
  const l = (k: string, o?: Record<string, unknown>) => t(`assessmentLifecycle.engagement.${k}`, o);
  const askConvert = () =>
    modalStack.show(ConfirmModal, {
      title: l('convert'),
      message: l('convertConfirm'),
      confirmLabel: l('convert'),
      onConfirm: async () => {
        try {
          await convert.mutateAsync();
          notify.success(l('converted'));
        } catch (error) {
          notify.error(error);
          throw error;
        }
      },
    });
  if (!e.nextAssessment && !e.abilities.convert && !e.wasPreliminary) return null;
  return (
    <Alert color="blue" variant="light">
      <Group justify="space-between" gap="sm">
        <div>
          {e.nextAssessment && (
            <Text size="sm">
              {l('next', {
                type: t(`status.assessmentType.${e.nextAssessment.type}`),
                date: formatDate(e.nextAssessment.dueDate),
              })}
            </Text>
          )}
          {e.wasPreliminary && <Text size="sm">{l('wasPreliminary')}</Text>}
        </div>
        {e.abilities.convert && (
          <Button size="sm" onClick={askConvert} loading={convert.isPending}>
            {l('convert')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
