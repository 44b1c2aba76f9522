import { Alert, type AlertProps } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DismissibleAlertProps extends Omit<AlertProps, 'withCloseButton' | 'onClose'> {
  /** Remembers the dismissal in localStorage under this key; without it the alert returns on the next visit. */
  storageKey?: string;
  onDismiss?: () => void;
}

/** An alert with a close button (spec §2 dismissible alert); dismissed alerts stay hidden. */
export function DismissibleAlert({ storageKey, onDismiss, children, ...rest }: DismissibleAlertProps) {
  const { t } = useTranslation();
  const [dismissedHere, setDismissedHere] = useState(false);
  const [stored, setStored] = useLocalStorage<boolean>({
    key: storageKey ?? 'statera.alert.unused',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const dismissed = storageKey ? stored : dismissedHere;
  if (dismissed) return null;
  return (
    <Alert
      withCloseButton
      closeButtonLabel={t('ui.alert.dismiss')}
      onClose={() => {
        if (storageKey) setStored(true);
        else setDismissedHere(true);
        onDismiss?.();
      }}
      {...rest}
    >
      {children}
    </Alert>
  );
}
