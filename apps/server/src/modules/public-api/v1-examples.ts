/**
 * Examples the public API's document shows for each operation's input and answer (OpenAPI media-type
 * `example`), by `METHOD path` as the document names it. Kept beside the document's builder: zod
 * loses examples through the create form's cross-field rules.
 */
const engagementId = '7d1c0b1e-52a4-4d8e-9a57-3f1f4f0c2a10';
const assessmentId = '0b8e3f5a-1c2d-4e6f-8a9b-0c1d2e3f4a5b';
const assessmentSummary = {
  id: assessmentId,
  status: 'approved',
  type: 'initial',
  dueDate: '2027-01-04',
  submittedAt: '2026-12-18T10:12:00.000Z',
  approvedAt: '2026-12-21T15:40:00.000Z',
  employedScore: 31,
  selfEmployedScore: 69,
  riskLevel: 'low',
};
const person = (name: string) => ({
  id: 'c3f9e7a2-4b5d-4c6e-8f7a-9b0c1d2e3f4a',
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@client.example`,
});
const engagement = {
  id: engagementId,
  status: 'active',
  type: 'normal',
  company: { id: '2f0c8a9e-3b1d-4a57-9d59-0c6f1f7d1a11', name: 'Northwind plc' },
  department: null,
  agency: null,
  engagedEntity: {
    id: '8b3e6a50-62c3-4f0e-8d7e-2d0e9f4d6b22',
    name: 'Kestrel Data Ltd',
    number: '09876543',
    type: 'company',
  },
  engagedIndividual: { id: '5a9d1c2e-7f41-4c8b-a6d3-1e2f3a4b5c33', name: 'Sam Carter', email: 'sam@kestrel.example' },
  serviceProvided: 'Data platform migration',
  contractStart: '2027-01-04',
  contractEnd: '2027-06-30',
  createdAt: '2026-12-01T09:00:00.000Z',
  currentAssessment: assessmentSummary,
};

export const V1_EXAMPLES: Record<string, { request?: unknown; response?: unknown }> = {
  'post /api/v1/engagements': {
    request: {
      companyId: engagement.company.id,
      engagedEntityId: engagement.engagedEntity.id,
      engagedIndividualId: engagement.engagedIndividual.id,
      contractStart: '2027-01-04',
      contractEnd: '2027-06-30',
      contractValue: 48000,
      serviceProvided: 'Data platform migration',
      specialistEmail: 'specialist@client.example',
      approverEmail: 'approver@client.example',
    },
  },
  'get /api/v1/engagements/{id}': {
    response: {
      ...engagement,
      contractValuePence: 4_800_000,
      yourReference: 'PO-2291',
      engagedIndividualRole: null,
      specialist: person('Alex Morgan'),
      approver: person('Priya Shah'),
      activeAppealId: null,
      archivedAt: null,
      endedAt: null,
      assessments: [assessmentSummary],
    },
  },
  'get /api/v1/engagements': {
    response: { data: [engagement], nextCursor: 'WyIyMDI2LTEyLTAxVDA5OjAwOjAwLjAwMFoiLCI3ZDFjIl0' },
  },
  'patch /api/v1/engagements/{id}': {
    request: { serviceProvided: 'Data platform migration and support', contractValue: 52000 },
  },
  'post /api/v1/appeals/{id}/decision': {
    request: { decision: 'rejected', comment: 'The evidence supports the determination.' },
  },
};
