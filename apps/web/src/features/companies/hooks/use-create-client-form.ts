import { type TCreatedClient, ZCreateClient } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useCreateCompany } from '../api/create-company.ts';

export const EMPTY_CLIENT = {
  name: '',
  companyNumber: '',
  sector: '',
  accountingYearEnd: '',
  externalCompanyId: '',
  companyAdminEmail: '',
  appealManagerEmail: '',
  gtManagerEmail: '',
};
export type ClientFormValues = typeof EMPTY_CLIENT;

const orUndefined = (v: string) => (v.trim() === '' ? undefined : v);

/** Form values → the POST /api/companies body: empty optional fields are left out. */
export function toCreateClientInput(v: ClientFormValues, parentId?: string) {
  return {
    name: v.name,
    companyNumber: v.companyNumber,
    sector: orUndefined(v.sector),
    accountingYearEnd: orUndefined(v.accountingYearEnd),
    externalCompanyId: orUndefined(v.externalCompanyId),
    companyAdminEmail: v.companyAdminEmail,
    appealManagerEmail: orUndefined(v.appealManagerEmail),
    gtManagerEmail: orUndefined(v.gtManagerEmail),
    parentId,
  };
}

/**
 * The create-client form (and, with `parentId`, the create-subsidiary form) on the server's own
 * ZCreateClient rules. A 422 puts the server's errors on their fields (a name or number in use, an
 * admin email of a live user, a manager who is not provider staff); other failures are notified.
 */
export function useCreateClientForm({
  parentId,
  onCreated,
}: {
  parentId?: string;
  onCreated: (created: TCreatedClient) => void;
}) {
  const { t } = useTranslation();
  const form = useAppForm({
    schema: ZCreateClient,
    defaultValues: EMPTY_CLIENT,
    toInput: (v: ClientFormValues) => toCreateClientInput(v, parentId),
  });
  const create = useCreateCompany();
  const changed = (Object.keys(EMPTY_CLIENT) as (keyof ClientFormValues)[]).some(
    (k) => form.values[k].trim() !== EMPTY_CLIENT[k],
  );

  const submit = form.handleSubmit(async (data) => {
    try {
      const created = await create.mutateAsync(data);
      notify.success(
        t(parentId ? 'notification.createSubsidiary' : 'notification.createClient', { name: created.name }),
      );
      onCreated(created);
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error))) notify.error(error);
    }
  });

  return { form, submit, changed, busy: create.isPending };
}
