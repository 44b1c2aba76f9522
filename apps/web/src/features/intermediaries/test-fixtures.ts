import {
  type TEngagedEntityDetail,
  type TEngagedEntityListItem,
  type TRelatedEngagement,
  ZEngagedEntityDetail,
  ZEngagedEntityListItem,
  ZRelatedEngagement,
} from '@statera/shared';

export const ENTITY_ID = '11111111-1111-4111-8111-111111111111';
export const COMPANY_ID = '22222222-2222-4222-8222-222222222222';
export const PERSON_ID = '33333333-3333-4333-8333-333333333333';

/** A list row, parsed by the server's schema so the fixture cannot drift from the API. */
export const entityRow = (over: Partial<TEngagedEntityListItem> = {}): TEngagedEntityListItem =>
  ZEngagedEntityListItem.parse({
    id: ENTITY_ID,
    name: 'Kestrel Consulting Ltd',
    number: '09876543',
    type: 'company',
    status: 'active',
    mainCompany: { id: COMPANY_ID, name: 'Acme plc' },
    engagementCount: 3,
    activeEngagementCount: 2,
    engagedIndividuals: [{ id: PERSON_ID, name: 'Owen Price', email: 'owen@kestrel.test', engagementCount: 3 }],
    dateCreated: '2030-01-15T10:00:00.000Z',
    dateModified: '2030-01-16T10:00:00.000Z',
    ...over,
  });

export const entityDetail = (over: Partial<TEngagedEntityDetail> = {}): TEngagedEntityDetail =>
  ZEngagedEntityDetail.parse({
    ...entityRow(),
    dateArchived: null,
    abilities: { edit: true, archive: true, restore: false, delete: true, addIndividual: true, editIndividual: true },
    ...over,
  });

export const relatedEngagement = (over: Partial<TRelatedEngagement> = {}): TRelatedEngagement =>
  ZRelatedEngagement.parse({
    id: '44444444-4444-4444-8444-444444444444',
    status: 'active',
    type: 'normal',
    company: { id: COMPANY_ID, name: 'Acme plc' },
    department: null,
    agency: null,
    engagedEntity: { id: ENTITY_ID, name: 'Kestrel Consulting Ltd' },
    engagedIndividual: { id: PERSON_ID, name: 'Owen Price', email: 'owen@kestrel.test' },
    engagedIndividualRole: null,
    serviceProvided: 'Payments platform',
    contractDateStart: '2030-02-01',
    contractDateEnd: '2030-12-31',
    dateCreated: '2030-01-20T10:00:00.000Z',
    dateModified: '2030-01-21T10:00:00.000Z',
    currentAssessment: null,
    ...over,
  });
