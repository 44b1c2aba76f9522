import { Alert, Autocomplete, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  assignableRoleOf,
  ERROR_KEYS,
  MEMBER_ROLES,
  type TAssignableRole,
  type TUser,
  ZSwapRoleForm,
} from '@statera/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
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

const isEmailError = (error: unknown): error is ApiError =>
  error instanceof ApiError && (EMAIL_ERRORS.includes(error.error_key) || Boolean(error.errors.emailToSwap));

/**
 * The swap-role modal (spec §2, §5): a new role and/or the person, searched by email, who takes over
 * the seats this one holds. The email must belong to the company's group (affiliation check); a
 * refusal shows the server's message. The form runs on useAppForm with the shared swap-role schema.
 */
export function SwapRoleModal({ user, authorize, opened, onClose }: SwapRoleModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const current = assignableRoleOf(user.role);
  const roles: readonly TAssignableRole[] = current === 'admin' ? ['admin'] : MEMBER_ROLES;
  const form = useAppForm({
    schema: ZSwapRoleForm,
    defaultValues: { newRole: (current ?? '') as TAssignableRole | '', emailToSwap: '' },
    toInput: (v) => ({
      currentRole: current,
      newRole: v.newRole || undefined,
      emailToSwap: v.emailToSwap.trim() === '' ? undefined : v.emailToSwap,
    }),
  });
  const [search] = useDebouncedValue(form.values.emailToSwap.trim(), UI_TIMINGS.optionSearchDebounceMs);
  const options = useCompanyUserOptions(user.companyId, { queryString: search || undefined, excludeIds: [user.id] });
  const affiliation = useMutation({ mutationFn: (email: string) => checkAffiliation(user.companyId ?? '', email) });
  const change = useChangeRoles(user.id);
  const seats = user.engagementAsAnswererCount + user.engagementAsApproverCount;
  // Keeping the role only makes sense to hand the seats over.
  const emailRequired = form.values.newRole === current;
  const emailError = (text: string) => form.applyServerErrors({ emailToSwap: text });

  const submit = form.handleSubmit(async (body) => {
    change.reset();
    if (body.emailToSwap !== undefined) {
      try {
        const { affiliated } = await affiliation.mutateAsync(body.emailToSwap);
        if (!affiliated) return emailError(t('users.swapRole.notAffiliated'));
      } catch (error) {
        // Spec §5/§8: an affiliation failure shows the server's own message.
        return emailError(error instanceof ApiError && error.message ? error.message : errorMessage(t, error));
      }
    }
    const authorization = await authorize({
      title: t('users.swapRole.title', { name: user.fullName }),
      description: t('users.confirmPassword'),
    });
    if (!authorization) return;
    change.mutate(
      { ...body, authorization },
      {
        onSuccess: () => {
          notify.success(t('users.swapRole.done', { name: user.fullName }));
          close();
        },
        onError: (error) => {
          if (!isEmailError(error)) return;
          const key = error.errors.emailToSwap?.[0];
          emailError((key && t(key, { defaultValue: '' })) || errorMessage(t, error));
        },
      },
    );
  });

  return (
    <AppModal
      title={t('users.swapRole.title', { name: user.fullName })}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={t('users.swapRole.submit')}
      busy={affiliation.isPending || change.isPending}
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
        value={form.values.newRole || null}
        onChange={(v) => form.setValue('newRole', (v as TAssignableRole | null) ?? '')}
        onBlur={() => form.blur('newRole')}
        error={form.error('newRole')}
        allowDeselect={false}
        required
        comboboxProps={{ withinPortal: true }}
      />
      <Autocomplete
        label={t('users.swapRole.email')}
        description={t(seats > 0 ? 'users.swapRole.emailHint' : 'users.swapRole.emailHintNoSeats')}
        placeholder={t('users.swapRole.emailPlaceholder')}
        name="emailToSwap"
        value={form.values.emailToSwap}
        onChange={(v) => form.setValue('emailToSwap', v)}
        onBlur={() => form.blur('emailToSwap')}
        data={[...new Set((options.data ?? []).filter((o) => o.id !== user.id).map((o) => o.email))]}
        filter={({ options: all }) => all}
        error={form.error('emailToSwap')}
        required={emailRequired}
        comboboxProps={{ withinPortal: true }}
      />
      {change.isError && !isEmailError(change.error) && (
        <Alert color="red" role="alert">
          {errorMessage(t, change.error)}
        </Alert>
      )}
    </AppModal>
  );
}
