import { humanize } from '../exports/humanize.ts';

/**
 * English words of the statistics exports (the web translates its own: statistics.* in en.json):
 * the pages, the sections, the value columns and the keys rows are named by.
 */
export const PAGE_TITLES: Record<string, string> = {
  appeals: 'Appeals',
  'assessments-by-approver': 'Assessments by approver',
  'assessments-by-specialist': 'Assessments by specialist',
  companies: 'Companies',
  departments: 'Departments',
  engagements: 'Engagements',
  specialists: 'Specialists',
};

export const SECTION_TITLES: Record<string, string> = {
  approvalsByApprover: 'Approvals by approver',
  approvalsByApproverShare: 'Share of approvals by approver',
  approvalsBySpecialist: 'Approvals by specialist',
  approvalsBySpecialistShare: 'Share of approvals by specialist',
  approvalsByMonth: 'Approvals by month',
  activeByCompany: 'Active engagements by company',
  riskByCompany: 'Risk by company',
  approvalsByCompany: 'Approvals by company',
  activeByDepartment: 'Active engagements by department',
  riskByDepartment: 'Risk by department',
  approvalsByDepartment: 'Approvals by department',
  engagementsByMonth: 'Engagements created by month',
  engagementsByStatus: 'Engagements by status',
  engagementsByEntityType: 'Engagements by entity type',
  engagementsByRisk: 'Engagements by latest risk',
  workloadBySpecialist: 'Open assessments by specialist',
  openBySpecialist: 'Share of open assessments',
  appealsByMonth: 'Appeals started by month',
  appealsByStatus: 'Appeals by status',
  appealsByDecision: 'Appeals by decision',
  appealsByCompany: 'Appeals by company',
  appealsByUrgency: 'Appeals under way by days left',
  overturnByApprover: 'Overturn rate by approver',
  overturnBySpecialist: 'Overturn rate by specialist',
  overturnByRuleset: 'Overturn rate by rule set',
};

export const COLUMN_TITLES: Record<string, string> = {
  approved: 'Approved',
  inTime: 'Done in time',
  pastDue: 'Done past due',
  employed: 'Employed',
  selfEmployed: 'Self-employed',
  averageDays: 'Average days to approve',
  engagements: 'Active engagements',
  contractValue: 'Contract value (£)',
  high: 'High risk',
  medium: 'Medium risk',
  low: 'Low risk',
  none: 'Not determined',
  count: 'Count',
  running: 'Under way',
  closed: 'Closed',
  open: 'Open',
  toComplete: 'To complete',
  inProgress: 'In progress',
  returned: 'Returned',
  awaitingApprover: 'Awaiting approver',
  overdue: 'Overdue',
  decided: 'Decided',
  accepted: 'Accepted (overturned)',
  overturnRate: 'Overturn rate (%)',
};

/** The words of a row's key label (statistics.values.<label> in the app), e.g. appealStatus.am_processing. */
export function keyLabel(label: string): string {
  if (label === 'noDepartment') return 'No department';
  if (label === 'rulesetUnknown') return 'Rule set not recorded';
  const [, value] = label.split('.');
  const words: Record<string, string> = {
    none: 'Not determined',
    pending: 'Pending',
    three_days: '3 days or less',
    seven_days: '4 to 7 days',
    ten_days: '8 to 10 days',
    more_than_ten_days: 'More than 10 days',
    am_processing: 'With the appeal manager',
    contractor_processing: 'With the worker',
  };
  return words[value ?? label] ?? humanize(value ?? label) ?? label;
}
