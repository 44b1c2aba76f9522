import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { ERROR_KEYS, LIMITS, type TLoginResponse, type TSmsDelivery, type TVerificationChannel } from '@statera/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { RecordedSmsNotice } from '../../sms-outbox/components/recorded-sms-notice.tsx';
import { useResendCode } from '../api/resend-code.ts';
import { useVerifyCode } from '../api/verify-code.ts';
import { useCooldown } from '../hooks/use-cooldown.ts';
import { lazyVerificationCodeSchema } from '../lazy-login-schemas.ts';

/** Wrong codes the server accepts before it ends the step (spec: 5 tries). */
export const MAX_CODE_TRIES = 5;
/** The server sends at most one code per 30 seconds. */
export const RESEND_COOLDOWN_SECONDS = 30;

interface Props {
  /** The token of the VERIFICATION_CODE_NEEDED answer. */
  token: string;
  /** The email typed on the login form, shown when the server named no destination. */
  email?: string;
  /** How the code was sent (the answer's verificationChannel); email when not known. */
  channel?: TVerificationChannel;
  /** The masked address or number the code went to (the answer's verificationDestination). */
  destination?: string;
  /** With SMS: texted, or only recorded because the installation has no SMS provider (the answer's smsDelivery). */
  smsDelivery?: TSmsDelivery;
  /** The SMS provider did not take the text, so the code was emailed instead (the answer's smsFallback). */
  smsFallback?: boolean;
  onSuccess: (res: TLoginResponse) => void;
  /** Back to the email and password form. */
  onRestart: () => void;
  resendCooldownSeconds?: number;
}

/** The text saying where the code went: emailed or texted, to the masked destination when known. */
function sentText(t: TFunction, channel: TVerificationChannel, destination: string | undefined) {
  const count = LIMITS.smsCodeLength;
  if (channel === 'sms') {
    return destination
      ? t('auth.verification.sentSmsTo', { phone: destination, count })
      : t('auth.verification.sentSms', { count });
  }
  return destination
    ? t('auth.verification.sentTo', { email: destination, count })
    : t('auth.verification.sent', { count });
}

/**
 * The sign-in verification step: the 6-digit code sent by email or SMS (the text says which, and
 * where), with resend and 5 tries.
 */
export function VerificationCodeStep({
  token,
  email,
  channel: firstChannel = 'email',
  destination: firstDestination,
  smsDelivery: firstSmsDelivery,
  smsFallback = false,
  onSuccess,
  onRestart,
  resendCooldownSeconds = RESEND_COOLDOWN_SECONDS,
}: Props) {
  const { t } = useTranslation();
  const verify = useVerifyCode();
  const resend = useResendCode();
  const cooldown = useCooldown(resendCooldownSeconds);
  const [wrong, setWrong] = useState(0);
  const [ended, setEnded] = useState(false);
  const [resent, setResent] = useState(false);
  // A resend answers where the new code went (the same channel; the number may have changed).
  const [delivery, setDelivery] = useState({
    channel: firstChannel,
    destination: firstDestination ?? (firstChannel === 'email' ? email : undefined),
    smsDelivery: firstSmsDelivery,
  });
  const form = useAppForm({
    schema: lazyVerificationCodeSchema,
    defaultValues: { verificationCode: '' },
    toInput: (v) => ({ ...v, token }),
  });

  const onSubmit = form.handleSubmit((data) => {
    verify.mutate(data, {
      onSuccess: (res) => onSuccess(res),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        if (error.error_key === ERROR_KEYS.tokenInvalid) return setEnded(true);
        if (error.fieldErrors.verificationCode) {
          form.applyServerErrors(error.fieldErrors);
          const tries = wrong + 1;
          setWrong(tries);
          if (tries >= MAX_CODE_TRIES) setEnded(true);
        }
      },
    });
  });

  const onResend = () => {
    setResent(false);
    resend.mutate(token, {
      onSuccess: (res) => {
        if (res?.verificationChannel) {
          setDelivery({
            channel: res.verificationChannel,
            destination: res.verificationDestination,
            smsDelivery: res.smsDelivery,
          });
        }
        setResent(true);
        cooldown.restart();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.error_key === ERROR_KEYS.tokenInvalid) setEnded(true);
        else cooldown.restart();
      },
    });
  };

  if (ended) {
    return (
      <Stack gap="md">
        <Title order={2}>{t('auth.verification.title')}</Title>
        <Alert color="red" role="alert">
          {t('auth.verification.ended')}
        </Alert>
        <Button onClick={onRestart}>{t('auth.verification.restart')}</Button>
      </Stack>
    );
  }

  // No SMS provider here: saying "we have texted" would send the user to a phone that gets nothing.
  const recorded = delivery.channel === 'sms' && delivery.smsDelivery === 'recorded';
  const fieldError = form.errorKey('verificationCode');
  const showFormError = verify.isError && !fieldError;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="verification-title">
      <Stack gap="md">
        <div>
          <Title order={2} id="verification-title">
            {t('auth.verification.title')}
          </Title>
          {!recorded && (
            <Text c="dimmed" size="sm" mt={4}>
              {sentText(t, delivery.channel, delivery.destination)}
            </Text>
          )}
        </div>
        {recorded && <RecordedSmsNotice phone={delivery.destination} />}
        {smsFallback && delivery.channel === 'email' && (
          <Alert color="yellow" role="status">
            {t('auth.verification.smsFallback')}
          </Alert>
        )}
        {showFormError && (
          <Alert color="red" role="alert">
            {errorMessage(t, verify.error)}
          </Alert>
        )}
        {resent && (
          <Alert color="teal" role="status">
            {t('auth.verification.resent')}
          </Alert>
        )}
        {resend.isError && (
          <Alert color="yellow" role="alert">
            {errorMessage(t, resend.error)}
          </Alert>
        )}
        <TextInput
          label={t('auth.verification.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.smsCodeLength}
          required
          autoFocus
          description={wrong > 0 ? t('auth.verification.triesLeft', { count: MAX_CODE_TRIES - wrong }) : undefined}
          {...form.textProps('verificationCode')}
        />
        <Button type="submit" loading={verify.isPending} fullWidth>
          {t('auth.verification.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onResend}
            disabled={cooldown.left > 0}
            loading={resend.isPending}
          >
            {cooldown.left > 0
              ? t('auth.verification.resendIn', { seconds: cooldown.left })
              : t('auth.verification.resend')}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={onRestart}>
            {t('auth.verification.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
