import { Button, Checkbox, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { CLIENT_KINDS } from '@statera/off-payroll';
import type { TClientKind, TOffPayrollScope } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format.ts';
import { notify } from '../../../../lib/notifications/notify.ts';
import { useUpdateSizeProfile } from '../../api/off-payroll-scope.ts';

/** The client's legal form (which size test), public authority, UK connection and apprenticeship levy. */
export function ClientProfileForm({ scope, canEdit }: { scope: TOffPayrollScope; canEdit: boolean }) {
  const { t } = useTranslation();
  const p = (k: string, o?: Record<string, unknown>) => t(`offPayroll.scope.profile.${k}`, o);
  const saved = scope.profile;
  const [v, setV] = useState({
    kind: saved.kind,
    publicAuthority: saved.publicAuthority,
    ukConnection: saved.ukConnection,
    paysApprenticeshipLevy: saved.paysApprenticeshipLevy,
  });
  const save = useUpdateSizeProfile();
  const changed = (Object.keys(v) as (keyof typeof v)[]).some((k) => v[k] !== saved[k]);
  const flag = (k: 'publicAuthority' | 'ukConnection' | 'paysApprenticeshipLevy') => ({
    checked: v[k],
    disabled: !canEdit,
    onChange: (e: { currentTarget: { checked: boolean } }) => setV({ ...v, [k]: e.currentTarget.checked }),
  });
  const submit = async () => {
    try {
      await save.mutateAsync({ id: scope.companyId, body: v });
      notify.success(p('saved'));
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="client-profile-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="client-profile-title">
          {p('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {p('text')}
        </Text>
        <Select
          label={p('kind')}
          data={CLIENT_KINDS.map((k) => ({ value: k, label: p(`kinds.${k}`) }))}
          value={v.kind}
          onChange={(k) => k && setV({ ...v, kind: k as TClientKind })}
          allowDeselect={false}
          disabled={!canEdit}
          maw={520}
          comboboxProps={{ withinPortal: true }}
        />
        <Checkbox label={p('publicAuthority')} description={p('publicAuthorityHint')} {...flag('publicAuthority')} />
        <Checkbox label={p('ukConnection')} description={p('ukConnectionHint')} {...flag('ukConnection')} />
        <Checkbox label={p('levy')} description={p('levyHint')} {...flag('paysApprenticeshipLevy')} />
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {saved.updatedBy && saved.updatedAt
              ? p('updatedBy', { name: saved.updatedBy.name, date: formatDate(saved.updatedAt) })
              : ''}
          </Text>
          {canEdit && (
            <Button size="sm" onClick={() => void submit()} disabled={!changed} loading={save.isPending}>
              {p('save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
