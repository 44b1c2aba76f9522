import { Select, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { LIMITS, type TAssessmentSummary, type TEngagement, ZRecordAppeal } from '@statera/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useRecordAppeal } from '../api/record-appeal.ts';

/** The engagement's approved assessments (each has its SDS), newest approval first. */
export function approvedAssessments(e: Pick<TEngagement, 'currentAssessment' | 'timelineAssessments'>) {
  const all = [...e.timelineAssessments, ...(e.currentAssessment ? [e.currentAssessment] : [])];
  const seen = new Set<string>();
  return all
    .filter((a) => a.status === 'approved' && a.dateApproved && !seen.has(a.id) && seen.add(a.id))
    .sort((a, b) => (b.dateApproved ?? '').localeCompare(a.dateApproved ?? ''));
}

/** Record a disagreement received by letter, phone or email: the 45-day clock starts on the day received. */
export function RecordAppealModal({
  engagement,
  assessments,
  opened,
  onClose,
}: {
  engagement: TEngagement;
  assessments: TAssessmentSummary[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const r = (k: string, o?: Record<string, unknown>) => t(`appeals.record.${k}`, o);
  const navigate = useNavigate();
  const defaults = {
    assessmentId: assessments[0]?.id ?? '',
    channel: 'letter',
    receivedOn: dayjs().format('YYYY-MM-DD'),
    contractorEmail: engagement.engagedIndividualEmail ?? '',
    summary: '',
  };
  const form = useAppForm({ schema: ZRecordAppeal, defaultValues: defaults });
  const record = useRecordAppeal(engagement.id);
  const done = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      const appeal = await record.mutateAsync(body);
      notify.success(r('done'));
      done();
      if (appeal?.id) navigate(`/appeals/${appeal.id}`);
    } catch (error) {
      form.serverErrorsOr(notify.error)(error);
    }
  });
  const assessment = form.textProps('assessmentId');
  const channel = form.textProps('channel');

  return (
    <AppModal
      title={r('title')}
      opened={opened}
      onClose={done}
      onSubmit={() => submit()}
      submitLabel={r('submit')}
      busy={record.isPending}
      size="lg"
    >
      <Text size="sm">{r('description', { days: LIMITS.appealOutcomeDays })}</Text>
      {assessments.length > 1 && (
        <Select
          label={r('assessment')}
          required
          data={assessments.map((a) => ({
            value: a.id,
            label: `${t(`status.assessmentType.${a.type}`)} · ${formatDate(a.dateApproved)}`,
          }))}
          {...assessment}
          value={assessment.value || null}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Select
        label={r('channel')}
        required
        data={(['letter', 'phone', 'email'] as const).map((c) => ({ value: c, label: r(`channels.${c}`) }))}
        {...channel}
        value={channel.value || null}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <DateInput
        label={r('receivedOn')}
        required
        valueFormat="DD.MM.YYYY"
        maxDate={dayjs().format('YYYY-MM-DD')}
        {...form.textProps('receivedOn')}
        value={form.values.receivedOn || null}
      />
      <TextInput type="email" label={r('contractorEmail')} required {...form.textProps('contractorEmail')} />
      <Textarea
        label={r('summary')}
        description={r('summaryHint')}
        required
        autosize
        minRows={4}
        maxLength={5000}
        {...form.textProps('summary')}
      />
    </AppModal>
  );
}
