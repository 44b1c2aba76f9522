import { Alert, Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadingState } from '../../../components/query-states.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { forgetAppealKey, readAppealKey, storeAppealKey } from '../api/appeal-key-store.ts';
import { useContractorAppeal, useMarkThreadsSeen } from '../api/contractor-appeal.ts';
import { AppealIntro } from '../components/appeal-intro.tsx';
import { AppealOverview } from '../components/appeal-overview.tsx';
import { AppealThread } from '../components/appeal-thread.tsx';
import { ContractorEmailForm } from '../components/contractor-email-form.tsx';
import { usePendingDrafts } from '../components/pending-drafts.ts';
import { StartAppealForm } from '../components/start-appeal-form.tsx';
import { SubmitPanel } from '../components/submit-panel.tsx';

/**
 * /appeal and /appeal/{key} (appeal layout, no account). A key in the address moves at once into this
 * tab's sessionStorage and the address becomes /appeal (replaced, so the key stays out of the
 * history); the page then works from the stored key. Without one it explains the right to disagree.
 */
export function AppealPage() {
  const { t } = useTranslation();
  const { key: urlKey } = useParams();
  const navigate = useNavigate();
  const [key, setKey] = useState<string | null>(() => urlKey ?? readAppealKey());
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!urlKey) return;
    storeAppealKey(urlKey);
    setKey(urlKey);
    navigate('/appeal', { replace: true });
  }, [urlKey, navigate]);

  const appeal = useContractorAppeal(key);
  const pending = usePendingDrafts();
  const gone = appeal.error instanceof ApiError && appeal.error.status === 404;
  useEffect(() => {
    if (!gone) return;
    forgetAppealKey();
    setKey(null);
    setUnavailable(true);
  }, [gone]);

  const seen = useMarkThreadsSeen(key ?? '');
  const marked = useRef(false);
  const hasUnseen = appeal.data?.questions.some((q) => q.comments.some((c) => !c.seen)) ?? false;
  useEffect(() => {
    if (!key || !hasUnseen || marked.current) return;
    marked.current = true;
    seen.mutate();
  }, [key, hasUnseen, seen]);

  const open = (next: string) => {
    storeAppealKey(next);
    setUnavailable(false);
    setKey(next);
  };
  const leave = () => {
    forgetAppealKey();
    setKey(null);
  };

  // The worker's pages send no Referer anywhere (React hoists this into the head).
  const noReferrer = <meta name="referrer" content="no-referrer" />;
  if (!key) {
    return (
      <>
        {noReferrer}
        <AppealIntro onKey={open} unavailable={unavailable} />
      </>
    );
  }
  if (appeal.isPending) return <LoadingState />;
  if (appeal.error) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, appeal.error)}
      </Alert>
    );
  }
  const data = appeal.data;
  return (
    <Stack gap="lg" pb="xl">
      {noReferrer}
      <AppealOverview appealKey={key} appeal={data} />
      {data.abilities.start && <StartAppealForm appealKey={key} email={data.contractorEmail} />}
      {data.status !== 'created' &&
        data.questions.map((group) => (
          <AppealThread
            key={group.type}
            appealKey={key}
            group={group}
            canComment={data.abilities.comment === true}
            onTyped={pending.report}
          />
        ))}
      {data.abilities.comment && (
        <SubmitPanel appealKey={key} appeal={data} typedCount={pending.typedCount} saveTyped={pending.saveAll} />
      )}
      {data.abilities.changeEmail && data.status !== 'created' && (
        <ContractorEmailForm appealKey={key} email={data.contractorEmail} />
      )}
      <Group justify="center">
        <Button variant="subtle" color="gray" size="xs" onClick={leave}>
          {t('appealContractor.leave')}
        </Button>
      </Group>
    </Stack>
  );
}
