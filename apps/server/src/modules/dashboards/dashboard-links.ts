import type { DayRange, TFigure, TListLink, TListLinkQuery, TListLinkTarget } from '@statera/shared';

/**
 * The links of the dashboards' figures (docs/decisions/dashboards-and-statistics.md): each names the
 * list and the filters whose total is the figure, as the list page keeps them in its URL
 * (`@statera/shared` list-links.ts). Built here once, so a figure and its link cannot drift apart.
 */

export const linkTo = (list: TListLinkTarget, query: TListLinkQuery): TListLink => ({ list, query });

/** A figure with its list. */
export const figure = (value: number | null | undefined, link: TListLink | null): TFigure => ({
  value: Number(value ?? 0),
  link,
});

/** The assessment list's views: every assessment in reach, a seat, or the approver's queue. */
export type AssessmentView = 'all' | 'answerer' | 'approver' | 'awaiting';

export const assessmentsLink = (view: AssessmentView, filters: TListLinkQuery = {}) =>
  linkTo('assessments', { view, ...filters });

/** The approvals of a window (the company statistics' done in time / past due, clients by assessments). */
export const approvedWithin = (window: Required<DayRange>): TListLinkQuery => ({
  dateApprovedFrom: window.dateFrom,
  dateApprovedTo: window.dateTo,
});

export const engagementsLink = (filters: TListLinkQuery) => linkTo('engagements', filters);
export const appealsLink = (filters: TListLinkQuery) => linkTo('appeals', filters);
export const usersLink = (filters: TListLinkQuery) => linkTo('users', filters);
export const clientsLink = (filters: TListLinkQuery) => linkTo('clients', filters);
export const subscriptionsLink = (filters: TListLinkQuery) => linkTo('subscriptions', filters);
