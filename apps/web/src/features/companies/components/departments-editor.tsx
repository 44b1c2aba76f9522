import { ActionIcon, Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TOption } from '@statera/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons.tsx';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { scrollToFirstError } from '../../../lib/form/scroll-to-first-error.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { translateKey } from '../../../lib/translate-error.ts';
import { useDeleteDepartment } from '../api/delete-department.ts';
import { useUpdateDepartments } from '../api/update-departments.ts';
import {
  type DepartmentRow,
  departmentsPayload,
  hasChanges,
  rowErrors,
  rowsFrom,
  serverRowErrors,
} from './departments-edit.ts';

interface Props {
  companyId: string;
  departments: TOption[];
}

let newRowCounter = 0;

/**
 * Rename and add departments, saved together in one PUT (departmentsToEdit, departmentsToAdd);
 * delete one at a time after a confirmation. A department in use by active engagements cannot be
 * deleted (409): the panel says so plainly.
 */
export function DepartmentsEditor({ companyId, departments }: Props) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<DepartmentRow[]>(() => rowsFrom(departments));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useUpdateDepartments();
  const remove = useDeleteDepartment();
  const clientErrors = rowErrors(rows);
  const changed = hasChanges(rows);

  const errorOf = (row: DepartmentRow) => {
    const key = serverErrors[row.key] ?? (touched[row.key] || submitted ? clientErrors[row.key] : undefined);
    return key ? translateKey(t, key) : undefined;
  };
  const rename = (key: string, name: string) => {
    setRows((all) => all.map((r) => (r.key === key ? { ...r, name } : r)));
    setServerErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const addRow = () => {
    newRowCounter += 1;
    setRows((all) => [...all, { key: `new-${newRowCounter}`, name: '' }]);
    // The new line takes the focus once rendered.
    setTimeout(() => {
      const fresh = formRef.current?.querySelectorAll<HTMLInputElement>('input[data-new-row]');
      fresh?.[fresh.length - 1]?.focus();
    });
  };
  const dropRow = (key: string) => setRows((all) => all.filter((r) => r.key !== key));

  const confirmDelete = (row: DepartmentRow) =>
    modalStack.show(ConfirmModal, {
      title: t('companies.departments.deleteTitle', { name: row.saved }),
      message: t('companies.departments.deleteText'),
      confirmLabel: t('companies.departments.delete'),
      color: 'red',
      onConfirm: async () => {
        setDeleteProblem(null);
        try {
          await remove.mutateAsync(row.id as string);
          notify.success(t('notification.deleteDepartment', { name: row.saved }));
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) {
            setDeleteProblem(t('companies.departments.inUse', { name: row.saved }));
          } else notify.error(error);
        }
      },
    });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(clientErrors).length > 0 || Object.keys(serverErrors).length > 0) {
      scrollToFirstError(formRef.current);
      return;
    }
    const { body, editKeys, addKeys } = departmentsPayload(rows);
    try {
      await save.mutateAsync({ id: companyId, body });
      notify.success(t('notification.updateDepartments'));
    } catch (error) {
      const mapped = error instanceof ApiError ? serverRowErrors(error.fieldErrors, { editKeys, addKeys }) : {};
      if (Object.keys(mapped).length > 0) {
        setServerErrors(mapped);
        scrollToFirstError(formRef.current);
      } else notify.error(error);
    }
  };

  let newIndex = 0;
  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t('companies.departments.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('companies.departments.hint')}
        </Text>
        {deleteProblem && (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setDeleteProblem(null)}
          >
            {deleteProblem}
          </Alert>
        )}
        {rows.length === 0 && <Alert color="gray">{t('companies.departments.empty')}</Alert>}
        {rows.map((row) => {
          if (!row.id) newIndex += 1;
          const label = row.id
            ? t('companies.departments.nameOf', { name: row.saved })
            : t('companies.departments.newName', { n: newIndex });
          return (
            <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={label}
                placeholder={t('companies.departments.placeholder')}
                value={row.name}
                onChange={(e) => rename(row.key, e.currentTarget.value)}
                onBlur={() => setTouched((all) => ({ ...all, [row.key]: true }))}
                error={errorOf(row)}
                style={{ flex: 1 }}
                data-new-row={row.id ? undefined : true}
              />
              <ActionIcon
                variant="subtle"
                color={row.id ? 'red' : 'gray'}
                size="lg"
                aria-label={
                  row.id
                    ? t('companies.departments.deleteNamed', { name: row.saved })
                    : t('companies.departments.removeNew')
                }
                onClick={() => (row.id ? confirmDelete(row) : dropRow(row.key))}
              >
                <CloseIcon />
              </ActionIcon>
            </Group>
          );
        })}
        <Group justify="space-between" mt="xs">
          <Button variant="light" onClick={addRow}>
            {t('companies.departments.add')}
          </Button>
          <Group gap="sm">
            <Button
              variant="default"
              disabled={!changed || save.isPending}
              onClick={() => {
                setRows(rowsFrom(departments));
                setServerErrors({});
                setSubmitted(false);
              }}
            >
              {t('companies.departments.discard')}
            </Button>
            <Button type="submit" disabled={!changed} loading={save.isPending}>
              {t('companies.departments.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
