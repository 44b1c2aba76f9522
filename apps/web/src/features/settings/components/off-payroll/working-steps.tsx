import { List, Stack, Text } from '@mantine/core';
import type { TWorkingStep } from '@statera/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPence } from '../../../../lib/format.ts';

const DATES = new Set(['start', 'end', 'deadline', 'taxYearStart']);
const MONEY = new Set(['turnover', 'limit']);

/** A step's values as shown: dates DD.MM.YYYY, money in pounds, yes/no as met / not met. */
function shown(t: TFunction, params: TWorkingStep['params']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => {
      if (typeof v === 'boolean') return [k, t(v ? 'offPayroll.met' : 'offPayroll.notMet')];
      if (typeof v === 'string' && DATES.has(k)) return [k, formatDate(v)];
      if (typeof v === 'number' && MONEY.has(k)) return [k, formatPence(v)];
      return [k, v === null ? '—' : String(v)];
    }),
  );
}

/** The two-of-three test, one line per requirement (with the gross figures of a group). */
function Conditions({ step }: { step: TWorkingStep }) {
  const { t } = useTranslation();
  const w = (k: string, o?: Record<string, unknown>) => t(`offPayroll.scope.working.${k}`, o);
  const p = step.params;
  const met = (v: unknown) => t(v ? 'offPayroll.met' : 'offPayroll.notMet');
  const money = (v: unknown) => formatPence(typeof v === 'number' ? v : null);
  const length =
    typeof p.proRataMonths === 'number'
      ? w('months', { count: p.proRataMonths })
      : typeof p.proRataDays === 'number'
        ? w('days', { count: p.proRataDays })
        : null;
  return (
    <Stack gap={2}>
      <Text size="sm">{w('conditionsTitle', { met: met(p.met) })}</Text>
      <List size="sm" spacing={2}>
        <List.Item>
          {w('turnoverLine', { value: money(p.turnover), limit: money(p.turnoverLimit), met: met(p.turnoverMet) })}
        </List.Item>
        {p.turnoverGross !== null && (
          <List.Item>
            {w('turnoverGrossLine', { value: money(p.turnoverGross), limit: money(p.turnoverGrossLimit) })}
          </List.Item>
        )}
        <List.Item>
          {w('balanceLine', { value: money(p.balance), limit: money(p.balanceLimit), met: met(p.balanceMet) })}
        </List.Item>
        {p.balanceGross !== null && (
          <List.Item>
            {w('balanceGrossLine', { value: money(p.balanceGross), limit: money(p.balanceGrossLimit) })}
          </List.Item>
        )}
        <List.Item>
          {w('employeesLine', {
            value: String(p.employees),
            limit: String(p.employeesLimit),
            met: met(p.employeesMet),
          })}
        </List.Item>
      </List>
      {length && <Text size="xs">{w('proRata', { length })}</Text>}
    </Stack>
  );
}

/** The working behind a scope decision, step by step, each with the source it rests on. */
export function WorkingSteps({ steps }: { steps: TWorkingStep[] }) {
  const { t } = useTranslation();
  return (
    <List type="ordered" spacing="xs" size="sm" aria-label={t('offPayroll.scope.decisions.showWorking')}>
      {steps.map((step, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the steps are an ordered, fixed list
        <List.Item key={i}>
          {step.key === 'conditions' ? (
            <Conditions step={step} />
          ) : (
            <Text size="sm">{t(`offPayroll.scope.working.${step.key}`, shown(t, step.params))}</Text>
          )}
          {step.cite && (
            <Text size="xs" c="dimmed">
              {t('offPayroll.scope.decisions.source', { cite: step.cite })}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
