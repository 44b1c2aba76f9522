import { Alert, Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TEngagement, TEngagementLiability, TPartyRef } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailList } from '../../../../components/detail-list.tsx';
import { ErrorState, LoadingState } from '../../../../components/query-states.tsx';
import { can } from '../../../../lib/abilities.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useEngagementLiability } from '../../api/engagement-liability.ts';
import { ExposureTable } from './exposure-table.tsx';
import { ReasonableCare } from './reasonable-care.tsx';

const name = (ref: TPartyRef | null, nobody: string) => ref?.name || nobody;

/** The chain as one line: client → each party (with its SDS receipt) → the worker's company or umbrella. */
function ChainLine({ card }: { card: TEngagementLiability }) {
  const { t } = useTranslation();
  const c = (k: string, o?: Record<string, unknown>) => t(`offPayroll.chain.${k}`, o);
  const endRecorded = card.parties.some((p) => p.kind === 'intermediary' || p.kind === 'umbrella');
  return (
    <List type="ordered" size="sm" spacing={4} start={0} aria-label={t('offPayroll.card.chainTitle')}>
      <List.Item>{c('client', { name: card.clientName })}</List.Item>
      {card.parties.map((p) => (
        <List.Item key={p.id ?? `implied-${p.position}`}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={500}>
              {p.name}
            </Text>
            <Text size="xs" c="dimmed">
              {c(`kinds.${p.kind}`)} · {c(`ukStatuses.${p.ukStatus}`)}
              {p.implied ? ` · ${c('implied')}` : ''}
            </Text>
            {p.kind !== 'intermediary' && (
              <Badge size="xs" variant="light" color={p.sds.received ? 'teal' : 'orange'}>
                {p.sds.received ? c('sdsReceived', { date: formatDate(p.sds.on) }) : c('sdsMissing')}
              </Badge>
            )}
          </Group>
        </List.Item>
      ))}
      {!endRecorded && (
        <List.Item>
          <Text size="sm" fw={500} span>
            {card.chainEnd.name}
          </Text>{' '}
          <Text size="xs" c="dimmed" span>
            {c(`kinds.${card.chainEnd.ref === 'umbrella' ? 'umbrella' : 'intermediary'}`)} · {c('implied')}
          </Text>
        </List.Item>
      )}
    </List>
  );
}

/** Each rule that moved the liability, in plain words, with its sources. */
function Rules({ card }: { card: TEngagementLiability }) {
  const { t } = useTranslation();
  const applied = card.rules.filter((r) => r.applies);
  if (applied.length === 0) return <Text size="sm">{t('offPayroll.card.noRules')}</Text>;
  return (
    <List size="sm" spacing="xs">
      {applied.map((rule) => {
        const p = rule.params;
        const until =
          p.ongoing === true
            ? t('offPayroll.card.untilNow')
            : typeof p.until === 'string'
              ? t('offPayroll.card.until', { date: formatDate(p.until) })
              : '';
        return (
          <List.Item key={rule.id}>
            <Text size="sm">
              {t(`offPayroll.card.rules.${rule.id}`, {
                party: rule.liable?.name ?? '—',
                from: typeof p.from === 'string' ? formatDate(p.from) : '',
                until,
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {rule.cites.join('; ')}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}

/**
 * The engagement's liability and money at stake (issue 28): the client's scope this tax year, the
 * chain, the fee-payer and who is liable today (and why), and what would be due if it were inside
 * the rules. Hidden from those the server does not let see it.
 */
export function LiabilityCard({ engagement }: { engagement: Pick<TEngagement, 'id' | 'abilities'> }) {
  const { t } = useTranslation();
  const c = (k: string, o?: Record<string, unknown>) => t(`offPayroll.card.${k}`, o);
  const query = useEngagementLiability(engagement);
  if (!can(engagement, 'viewLiability')) return null;
  if (query.error instanceof ApiError && [403, 404].includes(query.error.status)) return null;
  const card = query.data;
  const nobody = c('nobody');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="liability-card-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={2} fz="h4" id="liability-card-title">
            {c('title')}
          </Title>
          {card && (
            <Group gap={6} wrap="wrap">
              <Badge variant="outline">{c('taxYear', { taxYear: card.taxYearLabel })}</Badge>
              <Badge color={!card.inScope ? 'teal' : card.scopeDecided ? 'orange' : 'gray'} variant="light">
                {c(!card.inScope ? 'outOfScope' : card.scopeDecided ? 'inScope' : 'assumed')}
              </Badge>
              <Badge variant="light">{c(`regime.${card.regime}`)}</Badge>
            </Group>
          )}
        </Group>
        {query.isPending && <LoadingState />}
        {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
        {card && (
          <>
            {card.warnings.length > 0 && (
              <Alert color="yellow" p="xs">
                <List size="sm" spacing={2}>
                  {card.warnings.map((w) => (
                    <List.Item key={`${w.key}-${JSON.stringify(w.params)}`}>
                      {c(`warnings.${w.key}`, w.params)}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <DetailList
              items={[
                ...(card.regime === 'chapter10' ? [{ label: c('feePayer'), value: name(card.feePayer, nobody) }] : []),
                {
                  label: c('deemedEmployer'),
                  value: (
                    <Text fw={700} size="sm">
                      {name(card.liable, nobody)}
                    </Text>
                  ),
                },
                ...(card.regime === 'chapter10'
                  ? [{ label: c('expected'), value: name(card.expectedDeemedEmployer, nobody) }]
                  : []),
                ...(card.regime === 'umbrella'
                  ? [{ label: c('jointly'), value: name(card.jointlyLiable, nobody) }]
                  : []),
              ]}
            />
            <Stack gap={4}>
              <Group justify="space-between" wrap="wrap">
                <Text size="sm" fw={600}>
                  {c('chainTitle')}
                </Text>
                {card.abilities.editChain && (
                  <Anchor component={Link} to="?tab=engagement" size="sm">
                    {c('editChain')}
                  </Anchor>
                )}
              </Group>
              <ChainLine card={card} />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {c('rulesTitle')}
              </Text>
              <Rules card={card} />
            </Stack>
            <ReasonableCare card={card} />
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {c('exposureTitle')}
              </Text>
              <ExposureTable exposure={card.exposure} />
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The page's notice when the newest determination was made while the client was out of scope. */
export function OutOfScopeNotice({ engagement }: { engagement: Pick<TEngagement, 'id' | 'abilities'> }) {
  const { t } = useTranslation();
  const query = useEngagementLiability(engagement);
  const d = query.data?.determination;
  if (!d || d.inScope) return null;
  return (
    <Alert color="teal" title={t('offPayroll.card.outOfScope')}>
      <Text size="sm">{t('offPayroll.card.determinationOut', { taxYear: d.label })}</Text>
    </Alert>
  );
}
