import { Anchor, List, Stack, Text } from '@mantine/core';
import { onboardingView, type TUser } from '@statera/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { can } from '../../../lib/abilities.ts';
import { useUnseenUserGuidances } from '../api/get-unseen-user-guidances.ts';
import { useOpenUserGuidance } from '../api/open-user-guidance.ts';

/** Names shown in the modal; the rest are counted. */
const SHOWN = 5;
const dismissedKey = (userId: string) => `statera.guidanceNotice.${userId}`;

/**
 * The updated-guidance modal (spec §2): client admins and client users who have guidance they have
 * not opened are told so once their onboarding is done, with the new documents named (each opens
 * at a click) and a button to /user-guidance. "Later" keeps it away for this browser session; it
 * comes back in a new session until the documents have been opened.
 */
export function GuidanceUpdatePrompt({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onboarding = onboardingView({
    role: user.role,
    companyHasParent: Boolean(user.company?.parentId),
    steps: user.onboardingSteps ?? [],
  });
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(dismissedKey(user.id)) === '1');
  const wanted =
    can(user, 'notifyGuidanceUpdates') &&
    user.hasUnseenUserGuidances &&
    !onboarding.show &&
    !dismissed &&
    pathname !== '/user-guidance';
  const unseen = useUnseenUserGuidances(wanted);
  const open = useOpenUserGuidance(user.id);
  const shownOn = useRef(pathname);
  const entries = unseen.data?.data ?? [];
  const showing = wanted && entries.length > 0;
  // Whether the modal was on screen at the last render: a navigation closes it only then.
  const wasShowing = useRef(false);

  const dismiss = () => {
    sessionStorage.setItem(dismissedKey(user.id), '1');
    setDismissed(true);
  };
  // Like every modal it closes on navigation (and stays closed for this session) once it has been
  // seen, and moving on from /user-guidance is having seen the news; a redirect before the unseen
  // documents arrive (a landing page sending its user on) keeps it.
  useEffect(() => {
    const seen = wasShowing.current;
    wasShowing.current = showing;
    const from = shownOn.current;
    if (pathname === from) return;
    shownOn.current = pathname;
    if (seen || (from === '/user-guidance' && wanted)) dismiss();
  });

  if (!showing) return null;
  return (
    <AppModal
      opened
      onClose={dismiss}
      title={t('userGuidance.modal.title')}
      onSubmit={() => {
        dismiss();
        navigate('/user-guidance');
      }}
      submitLabel={t('userGuidance.modal.open')}
      cancelLabel={t('userGuidance.modal.later')}
    >
      <Stack gap="xs">
        <Text size="sm">{t('userGuidance.modal.text')}</Text>
        <List size="sm" spacing={4}>
          {entries.slice(0, SHOWN).map((g) => (
            <List.Item key={g.id}>
              <Anchor component="button" type="button" size="sm" onClick={() => open(g.id, 'preview')}>
                {g.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
        {entries.length > SHOWN && (
          <Text size="xs" c="dimmed">
            {t('userGuidance.modal.more', { count: entries.length - SHOWN })}
          </Text>
        )}
      </Stack>
    </AppModal>
  );
}
