import { SimpleGrid, Stack, Text } from '@mantine/core';
import { EMAIL_EVENTS, type TEmailEventRecord } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { CHART_COLORS } from '../../../components/charts/chart-colors.ts';
import { DonutChart } from '../../../components/charts/donut-chart.tsx';
import { EmailEventLabel } from '../../../components/email-tracker/email-event-label.tsx';
import { EmailHistory, NotificationTrackerLabel } from '../../../components/email-tracker/email-history.tsx';
import { UrlTabs } from '../../../components/url-tabs.tsx';
import { DemoSection } from './demo-section.tsx';

const HISTORY: TEmailEventRecord[] = [
  { event: 'processed', date: '2026-03-02T09:00:00Z' },
  { event: 'delivered', date: '2026-03-02T09:00:00Z' },
  { event: 'deferred', date: '2026-03-01T16:30:00Z' },
  { event: 'open', date: '2026-03-03T08:15:00Z' },
  { event: 'bounce', date: '2026-02-27T11:00:00Z' },
];

const TAB_KEYS = ['summary', 'assessments', 'engagement', 'documents'] as const;

/** Tabs in the URL, email tracker labels and history, donut and bar charts. */
export function DisplayDemo() {
  const { t } = useTranslation();
  const tabs = TAB_KEYS.map((key) => ({
    value: key,
    label: t(`devUi.display.tabs.${key}`),
    content: <Text size="sm">{t('devUi.display.tabContent', { tab: t(`devUi.display.tabs.${key}`) })}</Text>,
  }));
  const donut = CHART_COLORS.map((_, i) => ({ name: t('devUi.display.slice', { n: i + 1 }), value: 12 - i }));
  const bars = ['Jan', 'Feb', 'Mar', 'Apr'].map((month, i) => ({ month, approved: 4 + i, returned: 3 - (i % 3) }));
  return (
    <DemoSection title={t('devUi.sections.display')}>
      <UrlTabs label={t('devUi.display.tabsLabel')} tabs={tabs} />
      <UrlTabs label={t('devUi.display.tabsSelectLabel')} tabs={tabs} asSelect />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Text fw={600}>{t('devUi.display.labels')}</Text>
          <Stack gap={6} align="flex-start">
            {EMAIL_EVENTS.map((event) => (
              <EmailEventLabel key={event} event={event} />
            ))}
          </Stack>
          <Text fw={600}>{t('devUi.display.tracker')}</Text>
          <NotificationTrackerLabel events={HISTORY} />
          <NotificationTrackerLabel events={[]} />
        </Stack>
        <Stack gap="xs">
          <Text fw={600}>{t('ui.emailHistory.title')}</Text>
          <EmailHistory events={HISTORY} />
        </Stack>
        <DonutChart title={t('devUi.display.donut')} data={donut} centerLabel="78" />
        <BarChart
          title={t('devUi.display.bar')}
          data={bars}
          categoryKey="month"
          series={[
            { key: 'approved', label: t('status.assessment.approved') },
            { key: 'returned', label: t('status.assessment.returned') },
          ]}
        />
      </SimpleGrid>
    </DemoSection>
  );
}
