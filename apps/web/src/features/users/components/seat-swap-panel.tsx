import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  ENGAGEMENT_SEATS,
  type TEngagementListItem,
  type TEngagementSeat,
  type TUser,
  ZSwapUserEngagements,
} from '@statera/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { OptionSelect } from '../../../components/option-select.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { formatDate } from '../../../lib/format.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useCompanyUserOptions } from '../../../resources/companies/get-user-options.ts';
import { useSwapUserEngagements, useUserEngagements } from '../api/user-engagements.ts';

type SeatUser = Pick<
  TUser,
  'id' | 'fullName' | 'email' | 'companyId' | 'engagementAsAnswererCount' | 'engagementAsApproverCount'
>;

/**
 * The seat swap screen on a person's page (PUT users/{id}/engagements): their open engagements
 * where they are specialist or approver, the ones to pass on (all by default, or some), and the
 * person of the group who takes the seat (user options of the company's group allowed that seat).
 * Shown when the server's `swapEngagementSeats` ability allows it.
 */
export function SeatSwapPanel({ user }: { user: SeatUser }) {
  const { t } = useTranslation();
  const l = (k: string, o?: Record<string, unknown>) => t(`engagementRecords.seatSwap.${k}`, o ?? {});
  const [role, setRole] = useState<TEngagementSeat>('specialist');
  const list = useUserEngagements(user.id, role);
  const people = useCompanyUserOptions(user.companyId, { role, excludeIds: [user.id] });
  const swap = useSwapUserEngagements(user.id);
  const form = useAppForm({
    schema: ZSwapUserEngagements,
    defaultValues: { emailToSwap: '', engagementIds: [] as string[] },
  });
  const rows = list.data?.data;
  const { setValue } = form;
  // Every listed engagement is chosen when the list (or the seat) changes; the user may narrow it.
  useEffect(
    () =>
      setValue(
        'engagementIds',
        (rows ?? []).map((e) => e.id),
      ),
    [rows, setValue],
  );

  const chosen = form.values.engagementIds ?? [];
  const name = user.fullName.trim() || user.email;
  const person = (people.data ?? []).find((p) => p.email === form.values.emailToSwap);
  const counts = { specialist: user.engagementAsAnswererCount, approver: user.engagementAsApproverCount };

  const submit = form.handleSubmit((body) =>
    modalStack.show(ConfirmModal, {
      title: l('confirmTitle'),
      message: l('confirmText', {
        count: body.engagementIds?.length ?? 0,
        seat: l(`seatWord.${role}`),
        name,
        next: person?.name ?? body.emailToSwap,
      }),
      confirmLabel: l('submit'),
      onConfirm: () =>
        swap.mutateAsync({ role, body }).then(
          (r) => {
            notify.success(l('done', { count: r.swapped, next: person?.name ?? body.emailToSwap }));
            form.reset();
          },
          (error: unknown) => {
            if (!form.applyServerErrors(error)) notify.error(error);
            throw error;
          },
        ),
    }),
  );

  const columns: DataTableColumn<TEngagementListItem>[] = [
    {
      key: 'engagedIndividualName',
      title: l('columns.individual'),
      render: (e) => e.engagedIndividualName,
      primary: true,
    },
    { key: 'company', title: l('columns.company'), render: (e) => e.company.name },
    { key: 'serviceProvided', title: l('columns.service'), render: (e) => e.serviceProvided, visibleFrom: 'desktop' },
    { key: 'contractDateEnd', title: l('columns.end'), render: (e) => formatDate(e.contractDateEnd) },
    {
      key: 'status',
      title: l('columns.status'),
      render: (e) => <Badge variant="light">{t(`status.engagement.${e.status}`, { defaultValue: e.status })}</Badge>,
    },
  ];

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="seat-swap-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="seat-swap-title">
          {l('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {l('description', { name })}
        </Text>
        <SegmentedControl
          aria-label={l('seatLabel')}
          value={role}
          onChange={(v) => {
            setRole(v as TEngagementSeat);
            form.reset();
          }}
          data={ENGAGEMENT_SEATS.map((s) => ({ value: s, label: `${l(`seat.${s}`)} (${counts[s]})` }))}
          fullWidth
          maw={420}
        />
        <DataTable
          label={l('tableLabel', { seat: l(`seatWord.${role}`) })}
          columns={columns}
          records={rows}
          rowKey={(e) => e.id}
          rowLabel={(e) => e.engagedIndividualName}
          loading={list.isPending}
          fetching={list.isFetching && !list.isPending}
          error={list.error ?? undefined}
          onRetry={() => void list.refetch()}
          emptyText={l('empty', { seat: l(`seatWord.${role}`) })}
          selection={{
            selectedKeys: chosen,
            onChange: (keys) => form.setValue('engagementIds', keys),
            withCheckboxes: true,
          }}
        />
        {rows && rows.length > 0 && (
          <form onSubmit={submit} noValidate>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <OptionSelect
                label={l('replacement')}
                description={l('replacementHint', { seat: l(`seatWord.${role}`) })}
                placeholder={l('replacementPlaceholder')}
                required
                options={(people.data ?? []).map((p) => ({
                  value: p.email,
                  label: p.position ? `${p.name} (${p.position})` : p.name,
                }))}
                loading={people.isFetching}
                value={form.values.emailToSwap}
                onChange={(v) => form.setValue('emailToSwap', v)}
                onBlur={() => form.blur('emailToSwap')}
                error={form.error('emailToSwap') ?? (people.isError ? l('optionsFailed') : undefined)}
                w={{ base: '100%', sm: 320 }}
                comboboxProps={{ withinPortal: true }}
              />
              <Button type="submit" disabled={chosen.length === 0} loading={swap.isPending}>
                {l('choose', { count: chosen.length })}
              </Button>
            </Group>
            {form.error('engagementIds') && (
              <Text size="sm" c="red" mt="xs">
                {l('chooseOne')}
              </Text>
            )}
          </form>
        )}
      </Stack>
    </Paper>
  );
}
