import { Alert } from '@mantine/core';
import { onboardingView } from '@statera/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useLiveCurrentUser } from '../../../lib/current-user.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useCompleteOnboarding, useCompleteOnboardingStep } from '../../../resources/users/onboarding-steps.ts';
import { CongratulationsScreen } from './congratulations-screen.tsx';
import { StepsScreen } from './steps-screen.tsx';
import { WelcomeScreen } from './welcome-screen.tsx';

/**
 * The onboarding modal (spec §2); the shared `onboardingView` decides whether it opens and on which
 * screen. It opens on load while a step is open, closes on navigation (a step's link leads to the
 * page where it is done), and comes back with the congratulations when an admin's last step gets
 * done. An admin completes the assessment-process step from the welcome screen; a client user
 * completes the whole onboarding there and goes to /. Closing the welcome screen is remembered on the
 * server (the assessment-process step), not shown again on every load.
 */
export function OnboardingModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user, refetch } = useLiveCurrentUser();
  const view = onboardingView({
    role: user.role,
    companyHasParent: Boolean(user.company?.parentId),
    steps: user.onboardingSteps ?? [],
  });
  const completeStep = useCompleteOnboardingStep();
  const complete = useCompleteOnboarding();
  const [open, setOpen] = useState(view.show);
  const [reviewing, setReviewing] = useState(false);
  const shownOn = useRef(pathname);
  const pending = useRef(view.pending.length);

  // Like every modal it closes on navigation; while steps are open, the user is reloaded to see
  // whether the page just visited completed one.
  useEffect(() => {
    if (pathname === shownOn.current) return;
    shownOn.current = pathname;
    setOpen(false);
    if (pending.current > 0) void refetch();
  }, [pathname, refetch]);

  // The admin's last step was just done: congratulations.
  useEffect(() => {
    if (pending.current > 0 && view.pending.length === 0 && view.screen === 'congratulations') setOpen(true);
    pending.current = view.pending.length;
  }, [view.pending.length, view.screen]);

  const screen = reviewing ? 'welcome' : view.screen;
  if (!open || !screen) return null;
  const close = () => setOpen(false);
  // Closing the welcome screen (×, Escape) means the process has been seen: the server records the
  // assessment-process step, so the welcome does not come back on the next load (for a client user
  // that ends the onboarding; an admin's step list still opens while steps are open, spec §2).
  const dismiss = () => {
    if (screen === 'welcome' && !reviewing && view.pending.includes('assessment_process')) {
      completeStep.mutate({ userId: user.id, step: 'assessment_process' });
    }
    close();
  };
  const busy = completeStep.isPending || complete.isPending;
  const failure = completeStep.error ?? complete.error;

  const onSubmit = () => {
    if (reviewing) return setReviewing(false);
    if (screen === 'welcome' && view.audience === 'admin') {
      completeStep.mutate({ userId: user.id, step: 'assessment_process' });
    } else if (screen === 'welcome') {
      complete.mutate({ userId: user.id }, { onSuccess: () => navigate('/', { replace: true }) });
    } else close();
  };

  const submitLabel = {
    welcome: reviewing ? t('onboarding.steps.backToList') : t('onboarding.welcome.start'),
    steps: t('onboarding.steps.later'),
    congratulations: t('onboarding.congratulations.finish'),
  }[screen];

  return (
    <AppModal
      opened
      onClose={dismiss}
      title={t(`onboarding.${screen}.title`)}
      size="lg"
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      busy={busy}
      cancelLabel={false}
    >
      {failure && (
        <Alert color="red" role="alert">
          {errorMessage(t, failure)}
        </Alert>
      )}
      {screen === 'welcome' && <WelcomeScreen />}
      {screen === 'steps' && (
        <StepsScreen
          steps={view.steps.map((step) => ({ step, completed: !view.pending.includes(step) }))}
          onShowProcess={() => setReviewing(true)}
        />
      )}
      {screen === 'congratulations' && <CongratulationsScreen />}
    </AppModal>
  );
}
