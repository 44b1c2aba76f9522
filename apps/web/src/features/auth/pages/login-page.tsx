import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { SSO_ERROR_PARAM, SSO_REDIRECT_PARAM, type TLoginResponse } from '@statera/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/query-states.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useLogin } from '../api/login.ts';
import { type LoginLocationState, useAfterLogin, verificationStepOf } from '../hooks/use-after-login.ts';
import { lazyLoginSchema } from '../lazy-login-schemas.ts';
import { SsoSignIn } from '../sso/components/sso-sign-in.tsx';

/**
 * The code step loads on demand (docs/decisions/web-delivery.md): its file is asked for when the form
 * is sent, alongside the sign-in request, so it is there when the answer asks for a code.
 */
const loadVerificationStep = () => import('../components/verification-code-step.tsx');
const VerificationCodeStep = lazy(() => loadVerificationStep().then((m) => ({ default: m.VerificationCodeStep })));

/**
 * Login (spec §2, §4): email and password; VERIFICATION_CODE_NEEDED continues with the code step,
 * CHANGE_PASSWORD_NEEDED goes to /password-change/{token}; then the remembered page, else /.
 * Single sign-on sits below the form; a customer login path /login/{provider} starts it at once.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? params.get(SSO_REDIRECT_PARAM);
  const { provider } = useParams();
  const state = (location.state ?? {}) as LoginLocationState;
  const login = useLogin();
  const afterLogin = useAfterLogin();
  const [verification, setVerification] = useState(state.verification ?? null);
  const form = useAppForm({ schema: lazyLoginSchema, defaultValues: { email: state.email ?? '', password: '' } });

  const follow = (res: TLoginResponse, email?: string) => {
    const step = verificationStepOf(res, email);
    if (step) setVerification(step);
    else afterLogin(res, { email, redirect });
  };

  if (verification) {
    return (
      <Suspense fallback={<LoadingState />}>
        <VerificationCodeStep
          key={verification.token}
          token={verification.token}
          email={verification.email}
          channel={verification.channel}
          destination={verification.destination}
          smsDelivery={verification.smsDelivery}
          smsFallback={verification.smsFallback}
          onSuccess={(res) => follow(res, verification.email)}
          onRestart={() => {
            setVerification(null);
            form.setValue('password', '');
          }}
        />
      </Suspense>
    );
  }

  const onSubmit = form.handleSubmit((data) => {
    void loadVerificationStep();
    login.mutate(data, { onSuccess: (res) => follow(res, data.email) });
  });

  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <Stack gap="md">
          <div>
            <Title order={2} id="login-title">
              {t('auth.login.title')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('auth.login.subtitle')}
            </Text>
          </div>
          {state.notice && !login.isError && (
            <Alert color="teal" role="status">
              {t(state.notice)}
            </Alert>
          )}
          {login.isError && (
            <Alert color="red" role="alert">
              {errorMessage(t, login.error)}
            </Alert>
          )}
          <TextInput
            label={t('auth.login.email')}
            type="email"
            autoComplete="username"
            required
            {...form.textProps('email')}
          />
          <PasswordInput
            label={t('auth.login.password')}
            autoComplete="current-password"
            required
            {...form.passwordProps('password')}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/password-recovery" size="sm">
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <SsoSignIn provider={provider} redirect={redirect} error={params.get(SSO_ERROR_PARAM)} />
    </Stack>
  );
}
