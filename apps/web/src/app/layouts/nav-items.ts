import type { TUser } from '@statera/shared';
import { reachableFor } from '../guards.ts';

/** One entry of the main navigation, shown when the user holds any of its abilities. */
export interface NavItem {
  to: string;
  /** i18n key of the label. */
  label: string;
  /** Abilities the server sends with the current user (GET /api/users/{id} `abilities`). */
  abilities: readonly string[];
  /** Active only on exactly this path (not on its sub-paths). */
  exact?: boolean;
}

/**
 * The main navigation by role: each entry names the abilities that show it, so the server's
 * abilities (computed from the role and permissions) decide, never the role itself.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'dashboard.nav', abilities: ['viewDashboard'], exact: true },
  { to: '/engagements', label: 'nav.engagements', abilities: ['viewEngagements'] },
  { to: '/engagements/create', label: 'nav.createEngagement', abilities: ['createEngagement'], exact: true },
  { to: '/assessments', label: 'assessmentList.nav', abilities: ['viewAssessments'] },
  { to: '/intermediaries', label: 'intermediaries.nav', abilities: ['viewIntermediaries'] },
  { to: '/agencies', label: 'agencies.nav', abilities: ['viewAgencies'] },
  { to: '/appeals', label: 'appeals.nav', abilities: ['viewAppeals'] },
  { to: '/users', label: 'nav.users', abilities: ['viewUsers', 'viewCompanyUsers'] },
  { to: '/clients', label: 'clients.nav', abilities: ['viewClients'] },
  { to: '/subscriptions', label: 'subscriptions.nav', abilities: ['viewSubscriptions'] },
  { to: '/statistics', label: 'statistics.nav', abilities: ['viewStatistics'] },
  { to: '/company', label: 'companies.nav.company', abilities: ['viewCompany'] },
  { to: '/subsidiaries', label: 'companies.nav.subsidiaries', abilities: ['viewSubsidiaries'] },
  { to: '/settings', label: 'settings.nav', abilities: ['viewSettings'] },
  { to: '/rule-set-impacts', label: 'ruleSetImpact.nav', abilities: ['viewRuleSetImpacts'] },
  { to: '/sms-outbox', label: 'nav.smsOutbox', abilities: ['viewSmsOutbox'] },
  { to: '/my-account', label: 'nav.myAccount', abilities: ['editProfile'] },
  { to: '/api-key-generator', label: 'nav.apiKeyGenerator', abilities: ['generateApiKey'] },
  { to: '/user-guidance', label: 'userGuidance.nav', abilities: ['viewUserGuidance'] },
  { to: '/documentation', label: 'nav.documentation', abilities: ['viewDocumentation'] },
];

/** The entries a user with these abilities sees. */
export function navItemsFor(abilities: Record<string, boolean>, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter((item) => item.abilities.some((a) => abilities[a] === true));
}

/** Whether `item` is the current page: exact entries match only their path; others their sub-paths too, unless an exact entry claims the path. */
export function isNavItemActive(item: NavItem, pathname: string, items: readonly NavItem[] = NAV_ITEMS): boolean {
  if (item.exact) return pathname === item.to;
  const within = pathname === item.to || pathname.startsWith(`${item.to}/`);
  return within && !items.some((o) => o.exact && o.to === pathname);
}

/**
 * The navigation a signed-in user sees: the entries their abilities show that the navigation guard
 * also lets them open (an API user's profile page would only redirect them away).
 */
export function navigationFor(user: Pick<TUser, 'abilities' | 'isApiUser'>): NavItem[] {
  return navItemsFor(user.abilities).filter((item) => reachableFor(item.to, user));
}

/**
 * Where `/` takes a signed-in user without a dashboard: the first page of their own navigation
 * other than `/` itself (the API key generator for an API user).
 */
export function homePathFor(user: Pick<TUser, 'abilities' | 'isApiUser'>): string {
  return navigationFor(user).find((item) => item.to !== '/')?.to ?? '/my-account';
}
