import { Alert, Autocomplete, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ERROR_KEYS, MEMBER_ROLES, type TAssignableRole, type TUser, zEmail } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { UI_TIMINGS } from '../../../lib/ui-timings.ts';
import type { Authorize } from '../../../lib/use-authorization-token.ts';
import { useCompanyUserOptions } from '../../../resources/companies/get-user-options.ts';
import { useChangeRoles } from '../api/change-roles.ts';
import { checkAffiliation } from '../api/check-affiliation.ts';

export interface SwapRoleModalProps {
  user: Pick<
    TUser,
    'id' | 'fullName' | 'role' | 'companyId' | 'engagementAsAnswererCount' | 'engagementAsApproverCount'
  >;
  /** Password confirmation for the sensitive change (the caller's useAuthorizationToken). */
  authorize: Authorize;
  opened?: boolean;
  onClose?: () => void;
}

/** Refusals about the person who takes over, shown on the email field. */
const EMAIL_ERRORS: string[] = [
  ERROR_KEYS.swapRequired,
  ERROR_KEYS.userAssignedToAnotherCompany,
  ERROR_KEYS.emailNotFoundOrUserNotActive,
];

const isAdmin = (role: TUser['role']) => role === 'client_admin' || role === 'company_admin';

/**
 * The swap-role modal (spec §2, §5): a new role and/or the person, searched by email, who takes over
 * the seats this one holds. The email must belong to the company's group (affiliation check); a
 * refusal shows the server's message.
 */
export function SwapRoleModal({ user, authorize, opened, onClose }: SwapRoleModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const current: TAssignableRole | '' = isAdmin(user.role)
    ? 'admin'
    : (MEMBER_ROLES as readonly string[]).includes(user.role)
      ? (user.role as TAssignableRole)
      : '';
  const roles: readonly TAssignableRole[] = current === 'admin' ? ['admin'] : MEMBER_ROLES;
  const [newRole, setNewRole] = useState<TAssignableRole | ''>(current);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [failure, setFailure] = useState<unknown>(null);
  const [checking, setChecking] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [search] = useDebouncedValue(email.trim(), UI_TIMINGS.optionSearchDebounceMs);
  const options = useCompanyUserOptions(user.companyId, { queryString: search || undefined, excludeIds: [user.id] });
  const change = useChangeRoles(user.id);
  const seats = user.engagementAsAnswererCount + user.engagementAsApproverCount;
  // Keeping the role only makes sense to hand the seats over.
  const emailRequired = newRole === current;

  const submit = async () => {
    setSubmitted(true);
    setFailure(null);
    setEmailError(undefined);
    if (newRole === '') return;
    const trimmed = email.trim();
    if (trimmed === '' && emailRequired) return setEmailError(t('errors.required'));
    let emailToSwap: string | undefined;
    if (trimmed !== '') {
      const parsed = zEmail().safeParse(trimmed);
      if (!parsed.success) return setEmailError(t('errors.email'));
      emailToSwap = parsed.data;
      setChecking(true);
      try {
        const { affiliated } = await checkAffiliation(user.companyId ?? '', emailToSwap);
        if (!affiliated) return setEmailError(t('users.swapRole.notAffiliated'));
      } catch (error) {
        // Spec §5/§8: an affiliation failure shows the server's own message.
        return setEmailError(error instanceof ApiError && error.message ? error.message : errorMessage(t, error));
      } finally {
        setChecking(false);
      }
    }
    const authorization = await authorize({
      title: t('users.swapRole.title', { name: user.fullName }),
      description: t('users.confirmPassword'),
    });
    if (!authorization) return;
    change.mutate(
      { newRole, emailToSwap, authorization },
      {
        onSuccess: () => {
          notify.success(t('users.swapRole.done', { name: user.fullName }));
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && (EMAIL_ERRORS.includes(error.error_key) || error.errors.emailToSwap)) {
            const key = error.errors.emailToSwap?.[0];
            setEmailError((key && t(key, { defaultValue: '' })) || errorMessage(t, error));
          } else setFailure(error);
        },
      },
    );
  };

  return (
    <AppModal
      title={t('users.swapRole.title', { name: user.fullName })}
      opened={opened}
      onClose={close}
      onSubmit={() => void submit()}
      submitLabel={t('users.swapRole.submit')}
      busy={checking || change.isPending}
    >
      <Text size="sm">
        {t('users.swapRole.seats', {
          answerer: user.engagementAsAnswererCount,
          approver: user.engagementAsApproverCount,
        })}
      </Text>
      <Select
        label={t('users.swapRole.newRole')}
        data={roles.map((r) => ({ value: r, label: t(`users.role.${r}`) }))}
        value={newRole || null}
        onChange={(v) => setNewRole((v as TAssignableRole | null) ?? '')}
        error={submitted && newRole === '' ? t('errors.required') : undefined}
        allowDeselect={false}
        required
        comboboxProps={{ withinPortal: true }}
      />
      <Autocomplete
        label={t('users.swapRole.email')}
        description={t(seats > 0 ? 'users.swapRole.emailHint' : 'users.swapRole.emailHintNoSeats')}
        placeholder={t('users.swapRole.emailPlaceholder')}
        value={email}
        onChange={(v) => {
          setEmail(v);
          setEmailError(undefined);
        }}
        data={[...new Set((options.data ?? []).filter((o) => o.id !== user.id).map((o) => o.email))]}
        filter={({ options: all }) => all}
        error={emailError}
        required={emailRequired}
        comboboxProps={{ withinPortal: true }}
      />
      {failure !== null && (
        <Alert color="red" role="alert">
          {errorMessage(t, failure)}
        </Alert>
      )}
    </AppModal>
  );
}
