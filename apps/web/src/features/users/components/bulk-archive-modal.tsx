import { Alert, List, Text } from '@mantine/core';
import type { TUserListItem } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useBulkArchiveUsers } from '../api/bulk-archive-users.ts';
import { heldSeatsConflict } from './held-seats.ts';

export interface BulkArchiveModalProps {
  selected: TUserListItem[];
  /** After people were archived, with their ids (the list clears its selection). */
  onArchived: (ids: string[]) => void;
  opened?: boolean;
  onClose?: () => void;
}

const label = (u: TUserListItem) => `${u.fullName} (${u.email})`;

/**
 * Archives the selected people at once. People who still hold seats cannot be archived in bulk
 * (spec §6): the server answers 409 naming them, they are listed here, and the others can be
 * archived without them.
 */
export function BulkArchiveModal({ selected, onArchived, opened, onClose }: BulkArchiveModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const [people, setPeople] = useState(selected);
  const [failure, setFailure] = useState<unknown>(null);
  const archive = useBulkArchiveUsers();
  const conflict = heldSeatsConflict(failure, people);
  const remaining = conflict ? people.filter((u) => !conflict.people.includes(u)) : people;
  const canRetryWithout = conflict !== null && conflict.others.length === 0 && remaining.length > 0;

  const submit = () => {
    const targets = canRetryWithout ? remaining : people;
    setFailure(null);
    archive.mutate(
      { userIds: targets.map((u) => u.id) },
      {
        onSuccess: () => {
          notify.success(t('users.bulkArchive.done', { count: targets.length }));
          onArchived(targets.map((u) => u.id));
          close();
        },
        onError: (error) => {
          setPeople(targets);
          setFailure(error);
        },
      },
    );
  };

  return (
    <AppModal
      title={t('users.bulkArchive.title', { count: people.length })}
      opened={opened}
      onClose={close}
      onSubmit={submit}
      submitLabel={
        canRetryWithout
          ? t('users.bulkArchive.archiveOthers', { count: remaining.length })
          : t('users.bulkArchive.submit', { count: people.length })
      }
      submitColor="red"
      submitDisabled={conflict !== null && !canRetryWithout}
      busy={archive.isPending}
    >
      {conflict ? (
        <Alert color="orange" title={t('users.bulkArchive.conflictTitle')} role="alert">
          <Text size="sm" mb="xs">
            {t('users.bulkArchive.conflictText')}
          </Text>
          <List size="sm" aria-label={t('users.bulkArchive.conflictTitle')}>
            {conflict.people.map((u) => (
              <List.Item key={u.id}>{label(u)}</List.Item>
            ))}
            {conflict.others.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <>
          <Text size="sm">{t('users.bulkArchive.text', { count: people.length })}</Text>
          <List size="sm">
            {people.map((u) => (
              <List.Item key={u.id}>{label(u)}</List.Item>
            ))}
          </List>
          {failure !== null && (
            <Alert color="red" role="alert">
              {errorMessage(t, failure)}
            </Alert>
          )}
        </>
      )}
    </AppModal>
  );
}
