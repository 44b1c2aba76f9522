import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { CHAIN_PARTY_KINDS, type ChainPartyKind, UK_STATUSES, type UkStatus } from '@statera/off-payroll';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../../components/option-select.tsx';
import { useAgencyOptions } from '../../../../resources/companies/get-agency-options.ts';
import { type ChainRow, newRow, orderProblem } from './chain-rows.ts';

interface Props {
  companyId: string;
  clientName: string;
  rows: ChainRow[];
  onChange: (rows: ChainRow[]) => void;
  disabled?: boolean;
  /** Shown beside each saved party (its SDS receipt), keyed by party id. */
  extra?: (row: ChainRow) => React.ReactNode;
}

/**
 * The supply chain as an ordered list: each party's role, name (or one of the group's agencies),
 * residence, address for the statement and flags; parties move up and down. Used on the engagement
 * page and in the engagement form. The order rule is checked here as on the server.
 */
export function ChainEditor({ companyId, clientName, rows, onChange, disabled, extra }: Props) {
  const { t } = useTranslation();
  const c = (k: string, o?: Record<string, unknown>) => t(`offPayroll.chain.${k}`, o);
  const agencies = useAgencyOptions(companyId);
  const set = (i: number, patch: Partial<ChainRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const move = (i: number, by: number) => {
    const copy = [...rows];
    const [row] = copy.splice(i, 1);
    copy.splice(i + by, 0, row!);
    onChange(copy);
  };
  const add = (kind: ChainPartyKind) => {
    // A party is added above the final one (the worker's company or umbrella), which stays last.
    const last = rows[rows.length - 1];
    const final = last && (last.kind === 'intermediary' || last.kind === 'umbrella');
    onChange(
      final && kind !== 'intermediary' && kind !== 'umbrella'
        ? [...rows.slice(0, -1), newRow(kind), last]
        : [...rows, newRow(kind)],
    );
  };
  const hasFinal = rows.some((r) => r.kind === 'intermediary' || r.kind === 'umbrella');

  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        {c('client', { name: clientName })}
      </Text>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {c('empty')}
        </Text>
      )}
      {orderProblem(rows) && (
        <Alert color="red" role="alert">
          {c('orderError')}
        </Alert>
      )}
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={c('title')}>
        {rows.map((row, i) => {
          const label = row.name || c('party', { position: i + 1 });
          const agencyLike = row.kind === 'agency' || row.kind === 'other';
          return (
            <Paper
              key={row.key}
              withBorder
              p="sm"
              radius="md"
              component="li"
              aria-label={c('party', { position: i + 1 })}
            >
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text size="sm" fw={600}>
                    {i + 1}. {label}
                  </Text>
                  {!disabled && (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={c('moveUp', { name: label })}
                        disabled={i === 0}
                        onClick={() => move(i, -1)}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={c('moveDown', { name: label })}
                        disabled={i === rows.length - 1}
                        onClick={() => move(i, 1)}
                      >
                        ↓
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={c('remove', { name: label })}
                        onClick={() => onChange(rows.filter((_, j) => j !== i))}
                      >
                        ✕
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs">
                  <Select
                    label={c('kind')}
                    data={CHAIN_PARTY_KINDS.map((k) => ({ value: k, label: c(`kinds.${k}`) }))}
                    value={row.kind}
                    onChange={(k) => k && set(i, { kind: k as ChainPartyKind })}
                    allowDeselect={false}
                    disabled={disabled}
                    comboboxProps={{ withinPortal: true }}
                  />
                  <TextInput
                    label={c('name')}
                    required
                    value={row.name}
                    onChange={(e) => set(i, { name: e.currentTarget.value })}
                    disabled={disabled}
                    maxLength={191}
                  />
                  <Select
                    label={c('ukStatus')}
                    data={UK_STATUSES.map((s) => ({ value: s, label: c(`ukStatuses.${s}`) }))}
                    value={row.ukStatus}
                    onChange={(s) => s && set(i, { ukStatus: s as UkStatus })}
                    allowDeselect={false}
                    disabled={disabled}
                    comboboxProps={{ withinPortal: true }}
                  />
                  <TextInput
                    label={c('email')}
                    description={c('emailHint')}
                    type="email"
                    value={row.email}
                    onChange={(e) => set(i, { email: e.currentTarget.value })}
                    disabled={disabled}
                  />
                </SimpleGrid>
                {row.kind === 'agency' && (
                  <OptionSelect
                    label={c('agency')}
                    placeholder={c('agencyPlaceholder')}
                    options={agencies.data?.map((a) => ({ value: a.id, label: a.name }))}
                    loading={agencies.isFetching}
                    value={row.agencyId}
                    onChange={(id) => {
                      const name = agencies.data?.find((a) => a.id === id)?.name;
                      set(i, { agencyId: id, ...(name ? { name } : {}) });
                    }}
                    clearable
                    disabled={disabled}
                    maw={420}
                  />
                )}
                <Group gap="md">
                  <Checkbox
                    label={c('workerControlled')}
                    checked={row.workerControlled}
                    onChange={(e) => set(i, { workerControlled: e.currentTarget.checked })}
                    disabled={disabled}
                  />
                  {agencyLike && (
                    <Checkbox
                      label={c('connectedToUmbrella')}
                      checked={row.connectedToUmbrella}
                      onChange={(e) => set(i, { connectedToUmbrella: e.currentTarget.checked })}
                      disabled={disabled}
                    />
                  )}
                </Group>
                {extra?.(row)}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      {!disabled && (
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => add('agency')}>
            {c('addAgency')}
          </Button>
          {!hasFinal && (
            <>
              <Button size="xs" variant="light" onClick={() => add('intermediary')}>
                {c('addIntermediary')}
              </Button>
              <Button size="xs" variant="light" onClick={() => add('umbrella')}>
                {c('addUmbrella')}
              </Button>
            </>
          )}
        </Group>
      )}
    </Stack>
  );
}
