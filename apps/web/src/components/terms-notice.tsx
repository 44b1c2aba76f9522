import { Anchor, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { modalStack } from '../lib/modals/modal-stack.ts';
import { AppModal } from './modals/app-modal.tsx';
import { TermsText } from './terms-text.tsx';

function TermsDialog() {
  const { t } = useTranslation();
  return (
    <AppModal title={t('terms.modal.title')} size="lg" cancelLabel={t('common.close')}>
      <TermsText />
    </AppModal>
  );
}

/** "By registering you accept the terms of use", the terms opening in a dialog. */
export function TermsNotice({ i18nKey }: { i18nKey: 'registration.termsNotice' | 'registration.confirmTermsNotice' }) {
  return (
    <Text size="xs" c="dimmed" ta="center">
      <Trans
        i18nKey={i18nKey}
        components={{
          link: <Anchor component="button" type="button" size="xs" onClick={() => modalStack.show(TermsDialog, {})} />,
        }}
      />
    </Text>
  );
}
