import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ProgressBarProps {
  /** What is progressing, e.g. "Questions answered"; also the bar's accessible name. */
  label: string;
  /** Done so far and the total (e.g. 7 of 20); the bar shows the share. */
  value: number;
  max?: number;
  /** Text beside the label; "35%" by default. */
  valueLabel?: string;
  color?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

/** A labelled progress bar (spec §2) with its value as text, for sighted and screen-reader users alike. */
export function ProgressBar({ label, value, max = 100, valueLabel, color, size = 'md' }: ProgressBarProps) {
  const { t } = useTranslation();
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  const text = valueLabel ?? t('ui.progress.percent', { value: Math.round(percent) });
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Group>
      <Progress.Root size={size}>
        <Progress.Section value={percent} color={color} aria-label={label} aria-valuetext={text} />
      </Progress.Root>
    </Stack>
  );
}
