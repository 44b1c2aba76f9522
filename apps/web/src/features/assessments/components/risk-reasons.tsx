import { Badge, List, Stack, Text } from '@mantine/core';
import type { TAssessmentResult } from '@statera/shared';
import { useTranslation } from 'react-i18next';

/**
 * How sure the result is and why (rules 2.0): the borderline flag, the reasons for the risk band
 * and the unknown answers that would change the result most. Renders nothing for results made by
 * earlier rule sets, which do not carry these fields.
 */
export function RiskReasons({ result }: { result: TAssessmentResult }) {
  const { t } = useTranslation();
  const reasons = result.riskReasons ?? [];
  const unknowns = result.keyUnknowns ?? [];
  if (!result.borderline && reasons.length === 0 && unknowns.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="risk-reasons">
      {result.borderline && (
        <Badge color="orange" variant="light" w="fit-content">
          {t('determination.borderline')}
        </Badge>
      )}
      {reasons.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('determination.whyRisk')}
          </Text>
          <List size="sm" spacing={2}>
            {reasons.map((reason) => (
              <List.Item key={reason} style={{ overflowWrap: 'anywhere' }}>
                {reason}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {unknowns.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('determination.keyUnknowns')}
          </Text>
          <List size="sm" spacing={2}>
            {unknowns.map((u) => (
              <List.Item key={u.questionId} style={{ overflowWrap: 'anywhere' }}>
                {u.question}{' '}
                <Text span size="xs" c="dimmed">
                  {u.couldFlip ? t('determination.couldFlip') : t('determination.swing', { points: u.swing })}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
