/**
 * A dashboard figure's link: the list behind the number, filtered so that the list's total is the
 * number (docs/decisions/dashboards-and-statistics.md, "Every number is a list"). The link names the
 * list and its filters as the list page keeps them in its URL; `listLinkHref` is the address the web
 * opens, `listLinkRequest` the API call that page then makes — the server's property test counts
 * through it, and the web's test checks each list page sends exactly it.
 */

export const LIST_LINK_TARGETS = [
  'engagements',
  'assessments',
  'appeals',
  'clients',
  'users',
  'subscriptions',
] as const;
export type TListLinkTarget = (typeof LIST_LINK_TARGETS)[number];

export type TListLinkQuery = Record<string, string | string[]>;

export interface TListLink {
  list: TListLinkTarget;
  query: TListLinkQuery;
}

/** The web page of each list. */
export const LIST_LINK_PATHS: Record<TListLinkTarget, string> = {
  engagements: '/engagements',
  assessments: '/assessments',
  appeals: '/appeals',
  clients: '/clients',
  users: '/users',
  subscriptions: '/subscriptions',
};

/** The query string of a link's filters: several values repeat the key, in the order given. */
export function listLinkSearch(query: TListLinkQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  return params.toString();
}

/** The address a figure opens: the list page with the filters in its URL. */
export function listLinkHref(link: TListLink): string {
  const search = listLinkSearch(link.query);
  return search ? `${LIST_LINK_PATHS[link.list]}?${search}` : LIST_LINK_PATHS[link.list];
}

/** Who opens the list: their id, company, and whether /users shows them every client's people (provider staff). */
export interface TListViewer {
  id: string;
  companyId: string | null;
  seesAllUsers: boolean;
}

/**
 * The API call the list page makes for a link (the same filters, as the page sends them): the
 * assessment list's `view` is its seat (`role`) or the approver's queue (`awaitingMyReview`); the
 * clients page lists top companies only; /users lists every client's people (or, `tab=staff`, the
 * provider's) for provider staff and the company tree's people for admins.
 */
export function listLinkRequest(link: TListLink, viewer: TListViewer): { url: string; query: TListLinkQuery } {
  const q = { ...link.query };
  switch (link.list) {
    case 'engagements':
      return { url: '/api/my-engagements', query: q };
    case 'assessments': {
      const { view, ...rest } = q;
      const seat = view === 'answerer' || view === 'approver' ? { role: view } : { role: 'all' };
      return {
        url: `/api/users/${viewer.id}/assessments`,
        query: view === 'awaiting' ? { ...rest, role: 'all', awaitingMyReview: 'true' } : { ...rest, ...seat },
      };
    }
    case 'appeals':
      return { url: `/api/users/${viewer.id}/appeals`, query: q };
    case 'clients':
      return { url: '/api/companies', query: { ...q, mainOnly: 'true' } };
    case 'users': {
      const { tab, ...rest } = q;
      return viewer.seesAllUsers
        ? { url: '/api/users', query: { ...rest, userType: tab === 'staff' ? 'gt' : 'client' } }
        : { url: `/api/companies/${viewer.companyId}/users`, query: rest };
    }
    case 'subscriptions':
      return { url: '/api/features', query: q };
  }
}
