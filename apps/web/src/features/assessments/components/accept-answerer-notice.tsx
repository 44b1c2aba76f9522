import { Alert, Button, Stack, Text } from '@mantine/core';
import type { TAssessment } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useAcceptAnswerer } from '../api/accept-answerer.ts';

/**
 * For a specialist who took over an assessment under way: the answers so far were given by the
 * previous specialist; answering resumes once they accept them as their own.
 */
export function AcceptAnswererNotice({ assessment: a }: { assessment: TAssessment }) {
  const { t } = useTranslation();
  const accept = useAcceptAnswerer(a.id);
  if (!a.abilities.acceptAnswerer) return null;
  const l = (k: string) => t(`assessmentSeats.accept.${k}`);
  return (
    <Alert color="yellow" title={l('title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{l('text')}</Text>
        {accept.isError && (
          <Text size="sm" c="red" role="alert">
            {errorMessage(t, accept.error)}
          </Text>
        )}
        <Button
          color="yellow"
          loading={accept.isPending}
          onClick={() => accept.mutate(undefined, { onSuccess: () => notify.success(l('done')) })}
        >
          {l('submit')}
        </Button>
      </Stack>
    </Alert>
  );
}
