import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import type { TScopeChange } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/format.ts';

/** Tax years ahead where the client comes into scope (or leaves it), with the engagements spanning the date. */
export function ScopeChanges({ changes }: { changes: TScopeChange[] }) {
  const { t } = useTranslation();
  const c = (k: string, o?: Record<string, unknown>) => t(`offPayroll.scope.changes.${k}`, o);
  if (changes.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={c('title')}>
      {changes.map((change) => {
        const date = formatDate(change.startsOn);
        const into = change.direction === 'into_scope';
        return (
          <Alert
            key={change.taxYear}
            color={into ? 'orange' : 'teal'}
            title={c(change.direction, { date, taxYear: change.label })}
          >
            <Stack gap="xs">
              <Text size="sm">
                {change.engagementCount === 0 ? c('none') : c(into ? 'intoText' : 'outText', { date })}
              </Text>
              {change.engagements.length > 0 && (
                <List size="sm" spacing={2}>
                  {change.engagements.map((e) => (
                    <List.Item key={e.id}>
                      <Anchor component={Link} to={`/engagements/${e.id}`} size="sm">
                        {e.individualName} · {e.entityName}
                      </Anchor>{' '}
                      <Text span size="xs" c="dimmed">
                        {e.companyName} ·{' '}
                        {c('contract', { from: formatDate(e.contractStart), to: formatDate(e.contractEnd) })}
                      </Text>
                    </List.Item>
                  ))}
                </List>
              )}
              {change.engagementCount > change.engagements.length && (
                <Text size="xs">{c('more', { count: change.engagementCount - change.engagements.length })}</Text>
              )}
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
