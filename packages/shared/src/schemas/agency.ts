import { z } from 'zod';
import { ZAbilities, ZId, ZListQuery, ZOption, zPage, zRequiredText } from './common.ts';
import { zQueryArray } from './company-queries.ts';
import { zOptionalEmail, zSortOf } from './engaged-entity.ts';

export const AGENCY_SORTS = [
  'name',
  'number',
  'email',
  'activeEngagementCount',
  'activeTestEngagementCount',
  'archivedEngagementCount',
  'dateCreated',
  'dateModified',
] as const;

/** The error key of spec §8 "must choose or invite an agency person". */
export const AGENCY_PERSON_REQUIRED = 'errors.agencyPersonRequired';

/**
 * An agency needs a person to deal with: a named contact (`contactName`) or an address to invite
 * (`email`) — at least one (spec §8 "must choose or invite an agency person"); the error is put on
 * both fields.
 */
const agencyFields = {
  name: zRequiredText(191),
  number: z.string().trim().max(191).optional().nullable(),
  email: zOptionalEmail(),
  contactName: z.string().trim().max(191).optional().nullable(),
};
const needsPerson = (a: { email?: string | null; contactName?: string | null }) => !!a.email || !!a.contactName;
// Checked even while another field is invalid, so a form shows every problem at once.
const personIssue = {
  path: ['email'],
  error: AGENCY_PERSON_REQUIRED,
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** POST companies/{id}/agencies. */
export const ZCreateAgency = z
  .object(agencyFields)
  .refine(needsPerson, personIssue)
  .meta({
    anyOf: ['email', 'contactName'].map((field) => ({
      required: [field],
      properties: { [field]: { type: 'string', pattern: '\\S' } },
    })),
  });
export type TCreateAgency = z.infer<typeof ZCreateAgency>;

/** PUT agencies/{id} (spec: name, email; we also take number and contactName). */
export const ZUpdateAgency = ZCreateAgency;
export type TUpdateAgency = z.infer<typeof ZUpdateAgency>;

export const ZAgencyListItem = z
  .object({
    id: ZId,
    name: z.string(),
    number: z.string().nullable(),
    email: z.string().nullable(),
    contactName: z.string().nullable(),
    mainCompanyId: ZId,
    mainCompany: ZOption,
    activeEngagementCount: z.number().int(),
    activeTestEngagementCount: z.number().int(),
    archivedEngagementCount: z.number().int(),
    dateCreated: z.string(),
    dateModified: z.string(),
  })
  .meta({ id: 'AgencyListItem' });
export type TAgencyListItem = z.infer<typeof ZAgencyListItem>;
export const ZAgencyPage = zPage(ZAgencyListItem);
export type TAgencyPage = z.infer<typeof ZAgencyPage>;

export const ZAgency = ZAgencyListItem.extend({ abilities: ZAbilities }).meta({ id: 'Agency' });
export type TAgency = z.infer<typeof ZAgency>;

/** GET companies/{id}/agencies (globalFilter, sort, paged). */
export const ZAgencyListQuery = ZListQuery.omit({ format: true }).extend({ sort: zSortOf(AGENCY_SORTS) });
export type TAgencyListQuery = z.infer<typeof ZAgencyListQuery>;

/** GET my-agencies (globalFilter, companyIds, sort, paged): the agencies of every group the actor reaches. */
export const ZMyAgenciesQuery = ZAgencyListQuery.extend({ companyIds: zQueryArray(ZId).optional() });
export type TMyAgenciesQuery = z.infer<typeof ZMyAgenciesQuery>;
