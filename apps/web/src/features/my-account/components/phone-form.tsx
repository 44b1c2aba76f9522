import { Button, Group, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { ERROR_KEYS, LIMITS, type TSmsDelivery, type TUser, ZPhoneCodeRequest } from '@statera/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { RecordedSmsNotice } from '../../sms-outbox/components/recorded-sms-notice.tsx';
import { useChangePhone, useRequestPhoneCode } from '../api/phone.ts';

/**
 * Phone change in two steps: the new number gets a 6-digit SMS code, and the number changes once
 * the code is entered.
 */
export function PhoneForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const initial = useMemo(() => ({ phone: user.phone ?? '' }), [user.phone]);
  const form = useAppForm({ schema: ZPhoneCodeRequest, defaultValues: initial });
  const request = useRequestPhoneCode(user.id);
  const change = useChangePhone(user.id);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Texted, or recorded in the SMS outbox when the installation has no SMS provider.
  const [delivery, setDelivery] = useState<TSmsDelivery | undefined>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  const sendCode = form.handleSubmit(({ phone }) =>
    request.mutate(phone, {
      onSuccess: (res) => {
        setSentTo(phone);
        setDelivery(res?.smsDelivery);
        setCode('');
        setCodeError(undefined);
      },
      onError: form.serverErrorsOr(notify.error),
    }),
  );

  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (!new RegExp(`^\\d{${LIMITS.smsCodeLength}}$`).test(code)) {
      setCodeError(t('myAccount.phone.codeInvalid'));
      return;
    }
    change.mutate(
      { phone: sentTo, smsCode: code },
      {
        onSuccess: () => {
          setSentTo(null);
          notify.success(t('myAccount.phone.saved'));
        },
        onError: (error) =>
          error instanceof ApiError && (error.errors.smsCode || error.error_key === ERROR_KEYS.smsCodeInvalid)
            ? setCodeError(t(ERROR_KEYS.smsCodeInvalid, { defaultValue: '' }) || t('myAccount.phone.codeInvalid'))
            : notify.error(error),
      },
    );
  };

  if (sentTo) {
    return (
      <form onSubmit={confirm} noValidate aria-label={t('myAccount.phone.codeTitle')}>
        <Stack gap="sm">
          {delivery === 'recorded' ? (
            <RecordedSmsNotice phone={sentTo} />
          ) : (
            <Text size="sm">{t('myAccount.phone.codeSent', { phone: sentTo })}</Text>
          )}
          <div>
            <Text component="label" size="sm" fw={500} htmlFor="sms-code">
              {t('myAccount.phone.code')}
            </Text>
            <PinInput
              id="sms-code"
              length={LIMITS.smsCodeLength}
              type="number"
              oneTimeCode
              value={code}
              onChange={(v) => {
                setCode(v);
                setCodeError(undefined);
              }}
              error={Boolean(codeError)}
              aria-label={t('myAccount.phone.code')}
            />
            {codeError && (
              <Text size="xs" c="red" mt={4} role="alert">
                {codeError}
              </Text>
            )}
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setSentTo(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="subtle" onClick={() => request.mutate(sentTo)} loading={request.isPending}>
              {t('myAccount.phone.resend')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t('myAccount.phone.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={sendCode} noValidate aria-label={t('myAccount.phone.title')}>
      <TextInput
        label={t('myAccount.phone.label')}
        description={user.phone && !user.phoneVerified ? t('myAccount.phone.unverified') : undefined}
        type="tel"
        autoComplete="tel"
        required
        {...form.textProps('phone')}
      />
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={request.isPending}>
          {t('myAccount.phone.sendCode')}
        </Button>
      </Group>
    </form>
  );
}
