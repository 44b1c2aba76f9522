import { Alert, List, Select, Text, Textarea } from '@mantine/core';
import { INVITABLE_CLIENT_ROLES, invalidEmails, parseEmailList } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useModalClose, useStackEntry } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useCompanyOptions } from '../../../resources/companies/get-company-options.ts';
import { useInviteUsers } from '../api/invite-users.ts';

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
 * list is empty or sending.
 */
export function InviteUsersModal({ kind, defaultCompanyId, opened, onClose }: InviteUsersModalProps) {
  const { t } = useTranslation();
  const entry = useStackEntry();
  const close = useModalClose(onClose);
  const [text, setText] = useState('');
  const [blurred, setBlurred] = useState(false);
  const [companyId, setCompanyId] = useState(defaultCompanyId ?? '');
  const [role, setRole] = useState<string>('client_user');
  const [failure, setFailure] = useState<unknown>(null);
  const companies = useCompanyOptions('', kind === 'company');
  const invite = useInviteUsers(kind === 'gt' ? { kind } : { kind, companyId, role });

  const emails = parseEmailList(text);
  const invalid = invalidEmails(emails);
  const valid = emails.filter((e) => !invalid.includes(e));
  // The entry still being typed (no comma after it yet) is judged on blur only.
  const typing = !blurred && !text.trimEnd().endsWith(',') ? text.split(',').pop()?.trim().toLowerCase() : undefined;
  const refused = refusedEmails(failure);
  const shownInvalid = [...new Set([...invalid.filter((e) => e !== typing), ...refused.invalid])];
  const refusedCount = refused.invalid.length + refused.used.length;
  const companyMissing = kind === 'company' && companyId === '';

  const submit = () => {
    setFailure(null);
    invite.mutate(valid, {
      onSuccess: () => {
        notify.successKey(kind === 'gt' ? 'inviteGTUser' : 'inviteCompanyUser', { count: valid.length });
        close();
      },
      onError: setFailure,
    });
  };

  return (
    <AppModal
      title={t(kind === 'gt' ? 'users.invite.titleGt' : 'users.invite.title')}
      opened={opened}
      onClose={close}
      onSubmit={submit}
      submitLabel={t('users.invite.submit', { count: Math.max(1, valid.length) })}
      submitDisabled={valid.length === 0 || invalid.length > 0 || companyMissing}
      busy={invite.isPending}
      size="lg"
    >
      {kind === 'company' && (
        <>
          <Select
            label={t('users.invite.company')}
            data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={companyId || null}
            onChange={(v) => setCompanyId(v ?? '')}
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
            value={role}
            onChange={(v) => setRole(v ?? 'client_user')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </>
      )}
      <Textarea
        label={t('users.invite.emails')}
        description={t('users.invite.emailsHint')}
        placeholder={t('users.invite.emailsPlaceholder')}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setBlurred(false);
          setFailure(null);
        }}
        onBlur={() => setBlurred(true)}
        error={shownInvalid.length > 0 ? t('users.invite.invalidCount', { count: shownInvalid.length }) : undefined}
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
      {failure !== null && refusedCount === 0 && (
        <Alert color="red" role="alert">
          {errorMessage(t, failure)}
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
