import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { TUser } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications/notify.ts';
import { useAvatarSrc } from '../../../resources/users/get-avatar.ts';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar.ts';
import { AVATAR_TYPES, resizeImage } from './resize-image.ts';

/** The picture: choose a file (shrunk to 256 px in the browser, then sent as base64) or remove it. */
export function AvatarField({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const src = useAvatarSrc(user.avatar);
  const upload = useUploadAvatar(user.id);
  const remove = useRemoveAvatar(user.id);
  const [preparing, setPreparing] = useState(false);

  const choose = async (file: File | null) => {
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
      notify.push({ kind: 'error', message: t('myAccount.avatar.wrongType') });
      return;
    }
    setPreparing(true);
    try {
      const data = await resizeImage(file);
      await upload.mutateAsync(data);
      notify.success(t('myAccount.avatar.saved'));
    } catch (error) {
      notify.error(error);
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Group gap="lg" wrap="nowrap">
      <Avatar src={src} alt={user.fullName} size={96} radius="50%" color="teal">
        {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
      </Avatar>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('myAccount.avatar.hint')}
        </Text>
        <Group gap="sm">
          <FileButton onChange={(f) => void choose(f)} accept={AVATAR_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light" loading={preparing || upload.isPending}>
                {t(user.avatar ? 'myAccount.avatar.change' : 'myAccount.avatar.upload')}
              </Button>
            )}
          </FileButton>
          {user.avatar && (
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => notify.success(t('myAccount.avatar.removed')),
                  onError: notify.error,
                })
              }
            >
              {t('myAccount.avatar.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Group>
  );
}
