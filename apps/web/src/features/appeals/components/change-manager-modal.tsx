import { Text } from '@mantine/core';
import { type TAppeal, ZChangeAppealManager } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { OptionSelect } from '../../../components/option-select.tsx';
import { modalSubmit } from '../../../lib/form/modal-submit.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useOptionSearch } from '../../../lib/use-option-search.ts';
import { useCompanyUserOptions } from '../../../resources/companies/get-user-options.ts';
import { useChangeAppealManager } from '../api/change-appeal-manager.ts';

/** Hand the appeal to another appeal manager of the company (searched by name or email, 200 ms after typing). */
export function ChangeManagerModal({
  appeal,
  opened,
  onClose,
}: {
  appeal: TAppeal;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useAppForm({ schema: ZChangeAppealManager, defaultValues: { newManagerEmail: '' } });
  const change = useChangeAppealManager(appeal.id);
  const search = useOptionSearch();
  const current = appeal.appealManager?.id;
  const options = useCompanyUserOptions(opened ? appeal.engagement.company.id : null, {
    canBeAm: true,
    queryString: search.query || undefined,
    excludeIds: current ? [current] : undefined,
  });
  const { submit, close: done } = modalSubmit(
    form,
    (body) => change.mutateAsync(body),
    () => t('appeals.changeManager.done'),
    onClose,
  );
  const field = form.textProps('newManagerEmail');
  return (
    <AppModal
      title={t('appeals.changeManager.title')}
      opened={opened}
      onClose={done}
      onSubmit={() => submit()}
      submitLabel={t('appeals.changeManager.submit')}
      busy={change.isPending}
    >
      <Text size="sm">
        {appeal.appealManager
          ? t('appeals.changeManager.current', { name: appeal.appealManager.name })
          : t('appeals.changeManager.none')}
      </Text>
      <OptionSelect
        label={t('appeals.changeManager.manager')}
        required
        value={field.value}
        onChange={(v) => field.onChange(v)}
        onBlur={field.onBlur}
        error={field.error}
        options={options.data
          ?.filter((o) => o.id !== current)
          .map((o) => ({ value: o.email, label: `${o.name} (${o.email})` }))}
        loading={options.isFetching}
        search={search}
        data-autofocus
      />
    </AppModal>
  );
}
