import { Alert, Button, ScrollArea, Stack, Text } from '@mantine/core';
import { TERMS_VERSION } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { TermsText } from '../../../components/terms-text.tsx';
import { useLiveCurrentUser } from '../../../lib/current-user.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useAcceptTerms } from '../api/accept-terms.ts';

interface Props {
  /** Signing out is the only other way on. */
  onLogout: () => void;
  logoutBusy?: boolean;
}

/**
 * Asks the signed-in user to accept the terms of use in force when they have not (isTermsVersionValid
 * false: a new version since they last accepted, or an account made without registering). It cannot
 * be closed; the user accepts or signs out.
 */
export function TermsModal({ onLogout, logoutBusy = false }: Props) {
  const { t } = useTranslation();
  const { user } = useLiveCurrentUser();
  const accept = useAcceptTerms();
  if (user.isTermsVersionValid) return null;
  return (
    <AppModal
      opened
      closeable={false}
      size="lg"
      title={t('terms.modal.title')}
      onSubmit={() => accept.mutate({ userId: user.id, termsVersion: TERMS_VERSION })}
      submitLabel={t('terms.modal.accept')}
      busy={accept.isPending}
      cancelLabel={false}
      extraActions={
        <Button variant="subtle" color="gray" onClick={onLogout} loading={logoutBusy}>
          {t('app.logout')}
        </Button>
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('terms.modal.text', { version: TERMS_VERSION })}
        </Text>
        <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
          <TermsText />
        </ScrollArea.Autosize>
        {accept.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, accept.error)}
          </Alert>
        )}
      </Stack>
    </AppModal>
  );
}
