import { Box, PasswordInput, Stack, Text, VisuallyHidden } from '@mantine/core';
import { LIMITS } from '@statera/shared';
import { useTranslation } from 'react-i18next';

/** Each spec §5 password rule with whether `value` meets it, in the order they are listed. */
export function passwordRuleChecks(value: string, oldValue?: string) {
  const checks = [
    { key: 'length', met: value.length >= LIMITS.passwordMin },
    { key: 'capital', met: /[A-Z]/.test(value) },
    { key: 'digit', met: /\d/.test(value) },
    { key: 'special', met: /[^A-Za-z0-9]/.test(value) },
  ];
  if (oldValue !== undefined) checks.push({ key: 'different', met: value !== '' && value !== oldValue });
  return checks;
}

/** The repetition must equal the new password (a form's cross-field check on `passwordRepeat`). */
export function repeatPasswordErrors(values: { password?: string; passwordRepeat?: string }): Record<string, string> {
  if (!values.passwordRepeat) return { passwordRepeat: 'errors.required' };
  return values.password === values.passwordRepeat ? {} : { passwordRepeat: 'auth.password.repeatMismatch' };
}

/** The password rules, each ticked live as the user types (spec §5). */
export function PasswordRules({ value, oldValue }: { value: string; oldValue?: string }) {
  const { t } = useTranslation();
  return (
    <Box aria-live="polite">
      <Text size="sm" fw={500} id="password-rules-title">
        {t('auth.password.rulesTitle')}
      </Text>
      <Stack component="ul" gap={2} m={0} pl={0} style={{ listStyle: 'none' }} aria-labelledby="password-rules-title">
        {passwordRuleChecks(value, oldValue).map((rule) => (
          <Text component="li" key={rule.key} size="sm" c={rule.met ? 'teal.8' : 'dimmed'} data-met={rule.met}>
            <span aria-hidden>{rule.met ? '✓ ' : '○ '}</span>
            {t(`auth.password.rules.${rule.key}`, { count: LIMITS.passwordMin })}
            <VisuallyHidden>{` (${t(rule.met ? 'auth.password.ruleMet' : 'auth.password.ruleNotMet')})`}</VisuallyHidden>
          </Text>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt={4}>
        {t('auth.password.historyNote')}
      </Text>
    </Box>
  );
}

interface FieldProps {
  name: string;
  value: string;
  onChange: (e: { currentTarget: { value: string } }) => void;
  onBlur: () => void;
  error: string | undefined;
}

interface Props {
  password: FieldProps;
  repeat: FieldProps;
  /** The old password, when the new one must differ from it. */
  oldValue?: string;
}

/** New password and its repetition, with the rules shown live below them. */
export function NewPasswordFields({ password, repeat, oldValue }: Props) {
  const { t } = useTranslation();
  const toggle = { 'aria-label': t('auth.login.togglePassword') };
  return (
    <Stack gap="sm">
      <PasswordInput
        label={t('auth.password.new')}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        {...password}
      />
      <PasswordInput
        label={t('auth.password.repeat')}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        {...repeat}
      />
      <PasswordRules value={password.value} oldValue={oldValue} />
    </Stack>
  );
}
