import '@mantine/charts/styles.css';
import { DonutChart as MantineDonut } from '@mantine/charts';
import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chartColor } from './chart-colors.ts';

export interface DonutSlice {
  name: string;
  value: number;
}

export interface DonutChartProps {
  /** Heading of the chart; also its accessible name. */
  title: string;
  data: readonly DonutSlice[];
  /** Text in the hole, e.g. the total. */
  centerLabel?: string;
  size?: number;
  valueFormatter?: (value: number) => string;
}

/**
 * A donut chart for dashboards (@mantine/charts over recharts) coloured from the 12-colour palette,
 * with a legend that doubles as the text alternative for screen readers.
 */
export function DonutChart({ title, data, centerLabel, size = 180, valueFormatter = String }: DonutChartProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const slices = data.map((d, i) => ({ name: d.name, value: d.value, color: chartColor(i) }));
  const total = data.reduce((sum, d) => sum + d.value, 0);
  return (
    <Stack gap="sm" component="figure" m={0} aria-labelledby={captionId}>
      <Text component="figcaption" fw={600} id={captionId}>
        {title}
      </Text>
      {total === 0 ? (
        <Text c="dimmed" size="sm">
          {t('ui.charts.noData')}
        </Text>
      ) : (
        <Group gap="lg" align="center" wrap="wrap">
          <Box aria-hidden>
            <MantineDonut
              data={slices}
              size={size}
              thickness={size / 6}
              chartLabel={centerLabel}
              withTooltip
              tooltipDataSource="segment"
              valueFormatter={valueFormatter}
              accessibilityLayer={false}
              pieProps={{ rootTabIndex: -1 }}
            />
          </Box>
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {slices.map((s) => (
              <Group key={s.name} gap="xs" component="li" wrap="nowrap">
                <ColorSwatch color={`var(--mantine-color-${s.color.replace('.', '-')})`} size={12} />
                <Text size="sm">
                  {s.name}: <strong>{valueFormatter(s.value)}</strong>
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </Stack>
  );
}
