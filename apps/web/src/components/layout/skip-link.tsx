import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Skip to content": the first stop of the keyboard, visible only when focused. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <Anchor
      href={`#${target}`}
      pos="fixed"
      top={8}
      left={8}
      px="md"
      py="xs"
      bg="white"
      fw={600}
      style={{ zIndex: 1000, transform: 'translateY(-200%)', boxShadow: 'var(--mantine-shadow-md)' }}
      onFocus={(e) => {
        e.currentTarget.style.transform = 'none';
      }}
      onBlur={(e) => {
        e.currentTarget.style.transform = 'translateY(-200%)';
      }}
    >
      {t('ui.skipToContent')}
    </Anchor>
  );
}
