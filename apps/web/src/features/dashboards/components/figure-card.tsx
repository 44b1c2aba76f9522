import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { listLinkHref, type TFigure } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface FigureCardProps {
  label: string;
  figure: TFigure;
  /** Colours the number (e.g. red for overdue) when it is not zero. */
  alert?: boolean;
}

/** One number of a dashboard, opening the list whose total it is. */
export function FigureCard({ label, figure, alert = false }: FigureCardProps) {
  const { t } = useTranslation();
  const value = figure.value.toLocaleString('en-GB');
  const color = alert && figure.value > 0 ? 'red.7' : undefined;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" lh={1.3}>
          {label}
        </Text>
        {figure.link ? (
          <Anchor
            component={Link}
            to={listLinkHref(figure.link)}
            fz="h2"
            fw={700}
            c={color}
            underline="hover"
            aria-label={t('dashboard.openList', { label, value })}
            data-figure
          >
            {value}
          </Anchor>
        ) : (
          <Text fz="h2" fw={700} c={color}>
            {value}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export interface FigureGridProps<K extends string> {
  title?: string;
  figures: Record<K, TFigure>;
  keys: readonly K[];
  /** Figures shown in red when not zero. */
  alerts?: readonly K[];
}

/** A titled grid of figures, labelled dashboard.figures.<key>. */
export function FigureGrid<K extends string>({ title, figures, keys, alerts = [] }: FigureGridProps<K>) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {title && (
        <Title order={2} fz="h4">
          {title}
        </Title>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
        {keys.map((k) => (
          <FigureCard key={k} label={t(`dashboard.figures.${k}`)} figure={figures[k]} alert={alerts.includes(k)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
