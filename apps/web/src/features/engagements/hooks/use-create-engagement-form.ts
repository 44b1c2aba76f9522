import { type TEngagement, ZCreateEngagement } from '@statera/shared';
import { useState } from 'react';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useCreateEngagement } from '../api/create-engagement.ts';
import { type ChainRow, orderProblem, toChainInput } from '../components/liability/chain-rows.ts';

export const EMPTY_ENGAGEMENT = {
  companyId: '',
  engagedEntityId: '',
  engagedIndividualId: '',
  /** What the individual does on this engagement (spec §7 engagedIndividualRole), free text with suggestions. */
  engagedIndividualRole: '',
  departmentId: '',
  agencyId: '',
  contractStart: '',
  contractEnd: '',
  contractValue: '',
  serviceProvided: '',
  specialistEmail: '',
  approverEmail: '',
  yourReference: '',
  /** 'yes': a preliminary engagement (a pre-assessment first). */
  preliminary: '',
  /** 'yes': a test engagement (a rehearsal; the group needs the test feature). */
  test: '',
  /** The engagement this one copies (duplicate), kept as a link; '' for a new one. */
  duplicatedEngagementId: '',
};
export type EngagementFormValues = typeof EMPTY_ENGAGEMENT;
export type EngagementField = keyof EngagementFormValues;

const orUndefined = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** Form strings → the ZCreateEngagement input: empty means absent, so "required" errors are reported. */
export function toEngagementInput(v: EngagementFormValues) {
  const value = orUndefined(v.contractValue ?? '');
  return {
    companyId: orUndefined(v.companyId ?? ''),
    engagedEntityId: orUndefined(v.engagedEntityId ?? ''),
    engagedIndividualId: orUndefined(v.engagedIndividualId ?? ''),
    engagedIndividualRole: orUndefined(v.engagedIndividualRole ?? ''),
    departmentId: orUndefined(v.departmentId ?? '') ?? null,
    agencyId: orUndefined(v.agencyId ?? '') ?? null,
    contractStart: orUndefined(v.contractStart ?? ''),
    contractEnd: orUndefined(v.contractEnd ?? ''),
    // A pounds amount: commas are thousands separators here (£1,200.50), not the cost rule's comma decimal.
    contractValue: value?.replace(/[£,\s]/g, ''),
    serviceProvided: v.serviceProvided ?? '',
    specialistEmail: orUndefined(v.specialistEmail ?? ''),
    approverEmail: orUndefined(v.approverEmail ?? ''),
    yourReference: orUndefined(v.yourReference ?? ''),
    type: v.test === 'yes' ? ('test' as const) : ('normal' as const),
    preliminary: v.preliminary === 'yes',
    duplicatedEngagementId: orUndefined(v.duplicatedEngagementId ?? ''),
  };
}

/** Fields cleared when the field before them changes (choosing a new company resets its options). */
const DEPENDENTS: Partial<Record<EngagementField, EngagementField[]>> = {
  companyId: ['engagedEntityId', 'engagedIndividualId', 'departmentId', 'agencyId', 'specialistEmail', 'approverEmail'],
  engagedEntityId: ['engagedIndividualId'],
};

/** The form filled from an engagement to duplicate: everything but the dates, linked to it. */
export function duplicateValues(e: TEngagement): EngagementFormValues {
  return {
    ...EMPTY_ENGAGEMENT,
    companyId: e.company.id,
    engagedEntityId: e.engagedEntityId,
    engagedIndividualId: e.engagedIndividualId,
    engagedIndividualRole: e.engagedIndividualRole ?? '',
    departmentId: e.department?.id ?? '',
    agencyId: e.agency?.id ?? '',
    contractValue: (e.contractValue / 100).toFixed(2),
    serviceProvided: e.serviceProvided,
    specialistEmail: e.answerer.email,
    approverEmail: e.approver.email,
    yourReference: e.yourReference ?? '',
    test: e.type === 'test' ? 'yes' : '',
    duplicatedEngagementId: e.id,
  };
}

export function useCreateEngagementForm(
  onCreated: (engagement: TEngagement) => void,
  initial: Partial<EngagementFormValues> = {},
) {
  // The schema's own cross-field rule keeps contractEnd after contractStart as either changes.
  const form = useAppForm({
    schema: ZCreateEngagement,
    defaultValues: { ...EMPTY_ENGAGEMENT, ...initial },
    toInput: toEngagementInput,
  });
  const mutation = useCreateEngagement();
  // The supply chain (optional) is a list the form's string fields do not hold; it goes with the body.
  const [chain, setChain] = useState<ChainRow[]>([]);
  const chainInvalid = orderProblem(chain) || chain.some((r) => r.name.trim() === '');

  /** Sets a field and clears those depending on it. */
  const choose = (field: EngagementField, value: string) => {
    if (form.values[field] === value) return;
    form.setValue(field, value);
    for (const dep of DEPENDENTS[field] ?? []) form.setValue(dep, '');
    form.blur(field);
  };

  const onSubmit = form.handleSubmit((data) => {
    if (chainInvalid) return;
    mutation.mutate(chain.length > 0 ? { ...data, chain: toChainInput(chain) } : data, {
      onSuccess: onCreated,
      onError: form.applyServerErrors,
    });
  });

  return { form, choose, onSubmit, mutation, chain, setChain, chainInvalid };
}
