import { Alert, List, Select, Text, Textarea } from '@mantine/core';
import {
  ERROR_KEYS,
  INVITABLE_CLIENT_ROLES,
  invalidEmails,
  parseEmailList,
  type TInvitableClientRole,
  ZInviteClientUsersForm,
  ZInviteProviderUsersForm,
} from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useCompanyOptions } from '../../../resources/companies/get-company-options.ts';
import { type InviteTarget, useInviteUsers } from '../api/invite-users.ts';

export interface InviteUsersModalProps {
  /** Company people (choose the company and a role) or provider staff. */
  kind: 'company' | 'gt';
  /** The company chosen at first (the viewer's own). */
  defaultCompanyId?: string | null;
  opened?: boolean;
  onClose?: () => void;
}

/** The addresses a 422 refused: not valid, or already someone's (errors.invalidEmails / usedEmails). */
function refusedEmails(error: unknown): { invalid: string[]; used: string[] } {
  if (!(error instanceof ApiError) || error.status !== 422) return { invalid: [], used: [] };
  return { invalid: error.errors.invalidEmails ?? [], used: error.errors.usedEmails ?? [] };
}

/**
 * The invite-users modal (spec §2, §5): comma-separated emails, split, trimmed, empties dropped and
 * each checked; invalid entries are listed and block sending; the button stays disabled while the
 * list is empty or sending. The form runs on useAppForm with the shared invite-users form schema.
 */
export function InviteUsersModal({ kind, defaultCompanyId, opened, onClose }: InviteUsersModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const form = useAppForm({
    schema: kind === 'gt' ? ZInviteProviderUsersForm : ZInviteClientUsersForm,
    defaultValues: { emails: '', companyId: defaultCompanyId ?? '', role: 'client_user' as TInvitableClientRole },
  });
  // Whether the list changed since the field was last left: the entry still being typed (no comma
  // after it yet) is judged on blur only. What the user sees, not what the form holds.
  const [editing, setEditing] = useState(false);
  const companies = useCompanyOptions('', kind === 'company');
  const invite = useInviteUsers();

  const text = form.values.emails;
  const emails = parseEmailList(text);
  const invalid = invalidEmails(emails);
  const valid = emails.filter((e) => !invalid.includes(e));
  const typing = editing && !text.trimEnd().endsWith(',') ? text.split(',').pop()?.trim().toLowerCase() : undefined;
  const refused = refusedEmails(invite.error);
  const shownInvalid = [...new Set([...invalid.filter((e) => e !== typing), ...refused.invalid])];
  const refusedCount = refused.invalid.length + refused.used.length;
  // The invalid entries are listed below the field; its own message is the count, or the form's other errors.
  const emailsError =
    shownInvalid.length > 0
      ? t('users.invite.invalidCount', { count: shownInvalid.length })
      : form.errorKey('emails') === ERROR_KEYS.invalidEmails
        ? undefined
        : form.error('emails');

  const submit = form.handleSubmit((data) => {
    // The schema checked the company and role (company people only); the emails come parsed.
    const { companyId, role } = form.values;
    const target: InviteTarget = kind === 'gt' ? { kind } : { kind, companyId, role };
    invite.mutate(
      { target, emails: data.emails },
      {
        onSuccess: () => {
          notify.successKey(kind === 'gt' ? 'inviteGTUser' : 'inviteCompanyUser', { count: data.emails.length });
          close();
        },
      },
    );
  });

  return (
    <AppModal
      title={t(kind === 'gt' ? 'users.invite.titleGt' : 'users.invite.title')}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={t('users.invite.submit', { count: Math.max(1, valid.length) })}
      submitDisabled={!form.isValid}
      busy={invite.isPending}
      size="lg"
    >
      {kind === 'company' && (
        <>
          <Select
            label={t('users.invite.company')}
            data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={form.values.companyId || null}
            onChange={(v) => form.setValue('companyId', v ?? '')}
            onBlur={() => form.blur('companyId')}
            error={form.error('companyId')}
            searchable
            allowDeselect={false}
            required
            nothingFoundMessage={t('common.noOptionsFound')}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('users.invite.role')}
            description={t('users.invite.roleHint')}
            data={INVITABLE_CLIENT_ROLES.map((r) => ({ value: r, label: t(`users.role.${r}`) }))}
            value={form.values.role}
            onChange={(v) => form.setValue('role', (v as TInvitableClientRole | null) ?? 'client_user')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </>
      )}
      <Textarea
        label={t('users.invite.emails')}
        description={t('users.invite.emailsHint')}
        placeholder={t('users.invite.emailsPlaceholder')}
        name="emails"
        value={text}
        onChange={(e) => {
          form.setValue('emails', e.currentTarget.value);
          setEditing(true);
          invite.reset();
        }}
        onBlur={() => {
          form.blur('emails');
          setEditing(false);
        }}
        error={emailsError}
        autosize
        minRows={3}
        maxRows={10}
        required
        data-autofocus
      />
      {valid.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('users.invite.validCount', { count: valid.length })}
        </Text>
      )}
      {shownInvalid.length > 0 && <EmailList title={t('users.invite.invalidTitle')} emails={shownInvalid} />}
      {refused.used.length > 0 && <EmailList title={t('users.invite.usedTitle')} emails={refused.used} />}
      {invite.isError && refusedCount === 0 && (
        <Alert color="red" role="alert">
          {errorMessage(t, invite.error)}
        </Alert>
      )}
    </AppModal>
  );
}

function EmailList({ title, emails }: { title: string; emails: string[] }) {
  return (
    <Alert color="red" title={title} role="alert">
      <List size="sm" aria-label={title}>
        {emails.map((email) => (
          <List.Item key={email}>{email}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
