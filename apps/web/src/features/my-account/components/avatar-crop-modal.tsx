import { Box, Slider, Stack, Text } from '@mantine/core';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { type Crop, MAX_ZOOM, moveCrop, validCrop, zoomCrop, zoomOf } from './avatar-crop.ts';

const PREVIEW_PX = 192;

interface Props {
  opened: boolean;
  /** The original picture (its pixels are those of the crop). */
  source: ImageBitmap | null;
  initial?: Crop | null;
  busy: boolean;
  onCancel: () => void;
  onSave: (crop: Crop) => void;
}

/** Choose the square of the picture shown as the avatar: zoom, then drag the preview or use the sliders. */
export function AvatarCropModal({ opened, source, initial, busy, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  const width = source?.width ?? 1;
  const height = source?.height ?? 1;
  const [crop, setCrop] = useState<Crop>(() => validCrop(initial, width, height));
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number; crop: Crop } | null>(null);

  useEffect(() => setCrop(validCrop(initial, width, height)), [initial, width, height]);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !source) return;
    context.clearRect(0, 0, PREVIEW_PX, PREVIEW_PX);
    context.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, PREVIEW_PX, PREVIEW_PX);
  }, [source, crop]);

  const startDrag = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, crop };
  };
  const moveDrag = (e: PointerEvent<HTMLCanvasElement>) => {
    const from = drag.current;
    if (!from) return;
    const scale = from.crop.width / PREVIEW_PX;
    const x = from.crop.x - (e.clientX - from.x) * scale;
    const y = from.crop.y - (e.clientY - from.y) * scale;
    setCrop(moveCrop(from.crop, width, height, x, y));
  };

  return (
    <AppModal
      opened={opened}
      onClose={onCancel}
      title={t('myAccount.avatar.crop.title')}
      onSubmit={() => onSave(crop)}
      submitLabel={t('myAccount.avatar.crop.save')}
      busy={busy}
    >
      <Stack gap="md" align="stretch">
        <Box style={{ alignSelf: 'center' }}>
          <canvas
            ref={canvas}
            width={PREVIEW_PX}
            height={PREVIEW_PX}
            role="img"
            aria-label={t('myAccount.avatar.crop.preview')}
            style={{ borderRadius: '50%', cursor: 'grab', touchAction: 'none', display: 'block' }}
            onPointerDown={startDrag}
            onPointerMove={moveDrag}
            onPointerUp={() => {
              drag.current = null;
            }}
          />
        </Box>
        <Text size="sm" c="dimmed">
          {t('myAccount.avatar.crop.hint')}
        </Text>
        <Stack gap={4}>
          <Text size="sm" id="avatar-zoom">
            {t('myAccount.avatar.crop.zoom')}
          </Text>
          <Slider
            thumbProps={{ 'aria-labelledby': 'avatar-zoom' }}
            min={1}
            max={MAX_ZOOM}
            step={0.05}
            label={null}
            value={zoomOf(crop, width, height)}
            onChange={(zoom) => setCrop((c) => zoomCrop(c, width, height, zoom))}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" id="avatar-horizontal">
            {t('myAccount.avatar.crop.horizontal')}
          </Text>
          <Slider
            thumbProps={{ 'aria-labelledby': 'avatar-horizontal' }}
            min={0}
            max={Math.max(0, width - crop.width)}
            disabled={width === crop.width}
            label={null}
            value={crop.x}
            onChange={(x) => setCrop((c) => moveCrop(c, width, height, x, c.y))}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" id="avatar-vertical">
            {t('myAccount.avatar.crop.vertical')}
          </Text>
          <Slider
            thumbProps={{ 'aria-labelledby': 'avatar-vertical' }}
            min={0}
            max={Math.max(0, height - crop.height)}
            disabled={height === crop.height}
            label={null}
            value={crop.y}
            onChange={(y) => setCrop((c) => moveCrop(c, width, height, c.x, y))}
          />
        </Stack>
      </Stack>
    </AppModal>
  );
}
