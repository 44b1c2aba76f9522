import { MultiSelect, Radio, Stack, TagsInput, Text, Textarea } from '@mantine/core';
import { APPEAL_CATEGORY_IDS, APPEAL_DECISIONS, type TAppeal, ZCloseAppeal } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { modalSubmit } from '../../../lib/form/modal-submit.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useCloseAppeal } from '../api/close-appeal.ts';

const EMPTY = {
  decision: '',
  decisionComment: '',
  additionalMailComment: '',
  appealCategoryIds: [] as string[],
  categories: [] as string[],
  conflictReason: '',
};
type Values = typeof EMPTY;
const toInput = (v: Values) => ({
  ...v,
  additionalMailComment: v.additionalMailComment.trim() || undefined,
  conflictReason: v.conflictReason.trim() || undefined,
});

/**
 * Close with a decision (spec §7 close): accepted (a reassessment follows, then a new SDS to the
 * same recipients) or rejected (the conclusion stands, with reasons). The decision and its comment
 * are required; the additional mail comment goes only into the email to the worker.
 */
export function CloseAppealModal({
  appeal,
  opened,
  onClose,
}: {
  appeal: TAppeal;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const c = (k: string, o?: Record<string, unknown>) => t(`appeals.close.${k}`, o);
  const form = useAppForm({ schema: ZCloseAppeal, defaultValues: EMPTY, toInput });
  const close = useCloseAppeal(appeal.id);
  const { submit, close: done } = modalSubmit(
    form,
    (body) => close.mutateAsync(body),
    (body) => c(body.decision === 'accepted' ? 'doneAccepted' : 'doneRejected'),
    onClose,
  );
  const decision = form.textProps('decision');

  return (
    <AppModal
      title={c('title')}
      opened={opened}
      onClose={done}
      onSubmit={() => submit()}
      submitLabel={c('submit')}
      busy={close.isPending}
      size="lg"
    >
      {appeal.abilities.closeNeedsConflictReason && (
        <Textarea
          label={c('conflictReason')}
          description={c('conflictReasonHint')}
          required
          autosize
          minRows={2}
          maxLength={3000}
          {...form.textProps('conflictReason')}
        />
      )}
      <Radio.Group
        name="decision"
        label={c('decision')}
        required
        value={decision.value}
        onChange={(v) => decision.onChange(v)}
        error={decision.error}
      >
        <Stack gap="xs" mt="xs">
          {APPEAL_DECISIONS.map((d) => (
            <Radio
              key={d}
              value={d}
              label={t(`appeals.decision.${d}`)}
              description={c(`${d}Hint`)}
              onBlur={decision.onBlur}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={c('comment')}
        description={c('commentHint')}
        required
        autosize
        minRows={3}
        maxLength={10000}
        {...form.textProps('decisionComment')}
      />
      <Textarea
        label={c('mailComment')}
        description={c('mailCommentHint')}
        autosize
        minRows={2}
        maxLength={5000}
        {...form.textProps('additionalMailComment')}
      />
      <MultiSelect
        label={c('categories')}
        description={c('categoriesHint')}
        data={APPEAL_CATEGORY_IDS.map((id) => ({ value: id, label: t(`appealCategories.${id}`) }))}
        value={form.values.appealCategoryIds}
        onChange={(v) => form.setValue('appealCategoryIds', v)}
        clearable
        clearButtonProps={{ 'aria-label': t('common.clear') }}
        comboboxProps={{ withinPortal: true }}
      />
      <TagsInput
        label={t('appealCategories.otherReasons')}
        description={t('appealCategories.otherReasonsHint')}
        value={form.values.categories}
        onChange={(v) => form.setValue('categories', v)}
        maxTags={20}
        clearable
        clearButtonProps={{ 'aria-label': t('common.clear') }}
      />
      {form.values.decision === 'accepted' && (
        <Text size="sm" c="dimmed">
          {c('acceptedNext')}
        </Text>
      )}
    </AppModal>
  );
}
