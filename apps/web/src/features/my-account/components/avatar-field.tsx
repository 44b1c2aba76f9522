import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { TUser } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications/notify.ts';
import { useAvatarSrc } from '../../../resources/users/get-avatar.ts';
import { getOriginalPhoto, useRemoveAvatar, useUploadAvatar } from '../api/avatar.ts';
import type { Crop } from './avatar-crop.ts';
import { AvatarCropModal } from './avatar-crop-modal.tsx';
import { AVATAR_TYPES, cropImage, prepareOriginal } from './resize-image.ts';

interface Editing {
  source: ImageBitmap;
  /** The type the cropped avatar is encoded as (PNG keeps transparency). */
  type: string;
  /** A new original picture, or the kept one (by id) being cropped again. */
  original?: Blob;
  originalPhotoId?: string;
  initial?: Crop | null;
}

/**
 * The picture: choose a file (shrunk to 1024 px and kept as the original), crop a square of it
 * (sent as a 256 px avatar with the crop), crop the kept original again, or remove it.
 */
export function AvatarField({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const src = useAvatarSrc(user.avatar);
  const upload = useUploadAvatar(user.id);
  const remove = useRemoveAvatar(user.id);
  const [preparing, setPreparing] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);

  const close = () => {
    editing?.source.close();
    setEditing(null);
  };

  const prepare = async (load: () => Promise<Editing>) => {
    setPreparing(true);
    try {
      setEditing(await load());
    } catch (error) {
      notify.error(error);
    } finally {
      setPreparing(false);
    }
  };

  const choose = (file: File | null) => {
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
      notify.push({ kind: 'error', message: t('myAccount.avatar.wrongType') });
      return;
    }
    void prepare(async () => {
      const { bitmap, blob } = await prepareOriginal(file);
      return { source: bitmap, type: blob.type, original: blob };
    });
  };

  const cropAgain = (originalPhotoId: string) =>
    prepare(async () => {
      const blob = await getOriginalPhoto(user.id);
      return {
        source: await createImageBitmap(blob),
        type: blob.type,
        originalPhotoId,
        initial: user.photoParams,
      };
    });

  const save = async (crop: Crop) => {
    if (!editing) return;
    try {
      const photo = await cropImage(editing.source, crop, editing.type);
      await upload.mutateAsync({
        photo,
        original: editing.original,
        originalPhotoId: editing.originalPhotoId,
        photoParams: crop,
      });
      notify.success(t('myAccount.avatar.saved'));
      close();
    } catch (error) {
      notify.error(error);
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
          <FileButton onChange={choose} accept={AVATAR_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light" loading={preparing && !editing}>
                {t(user.avatar ? 'myAccount.avatar.change' : 'myAccount.avatar.upload')}
              </Button>
            )}
          </FileButton>
          {user.avatar && user.originalPhotoId && (
            <Button variant="subtle" onClick={() => void cropAgain(user.originalPhotoId!)}>
              {t('myAccount.avatar.cropAgain')}
            </Button>
          )}
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
      <AvatarCropModal
        opened={editing !== null}
        source={editing?.source ?? null}
        initial={editing?.initial}
        busy={upload.isPending}
        onCancel={close}
        onSave={(crop) => void save(crop)}
      />
    </Group>
  );
}
