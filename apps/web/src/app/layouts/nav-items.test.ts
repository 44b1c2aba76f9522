import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { homePathFor, isNavItemActive, NAV_ITEMS, type NavItem, navItemsFor, navigationFor } from './nav-items.ts';

/** Abilities as the server sends them with each role (user.policy.ts userAbilities, plus editProfile). */
const ROLE_ABILITIES: Record<string, Record<string, boolean>> = {
  provider_admin: {
    viewEngagements: true,
    createEngagement: true,
    viewUsers: true,
    viewClients: true,
    viewSettings: true,
    viewSmsOutbox: true,
    generateApiKey: true,
    viewDocumentation: true,
    editProfile: true,
  },
  provider_user: {
    viewEngagements: true,
    createEngagement: true,
    viewUsers: true,
    viewClients: true,
    viewSettings: false,
    viewDocumentation: true,
    editProfile: true,
  },
  client_admin: {
    viewEngagements: true,
    createEngagement: true,
    viewCompanyUsers: true,
    viewCompany: true,
    viewSubsidiaries: true,
    viewSettings: true,
    viewDocumentation: true,
    editProfile: true,
  },
  company_admin: {
    viewEngagements: true,
    createEngagement: true,
    viewCompanyUsers: true,
    viewCompany: true,
    viewDocumentation: true,
    editProfile: true,
  },
  specialist: { viewEngagements: true, viewDocumentation: true, editProfile: true, createEngagement: false },
  api_user: { generateApiKey: true, viewDocumentation: true, viewEngagements: false, editProfile: true },
  // A client user, with or without the lead appeal manager role (the demo's appeals@ and new.starter@).
  client_user: { viewEngagements: false, viewDocumentation: true, editProfile: true },
};

const userOf = (role: string) => ({ abilities: ROLE_ABILITIES[role] ?? {}, isApiUser: role === 'api_user' });
const labels = (role: string) => navigationFor(userOf(role)).map((i) => i.label);

describe('navigation by role', () => {
  it.each([
    [
      'provider_admin',
      [
        'nav.engagements',
        'nav.createEngagement',
        'nav.users',
        'clients.nav',
        'settings.nav',
        'nav.smsOutbox',
        'nav.myAccount',
        'nav.apiKeyGenerator',
        'nav.documentation',
      ],
    ],
    [
      // No Settings: the platform settings hold nothing for a provider user (clients' settings open from the client).
      'provider_user',
      ['nav.engagements', 'nav.createEngagement', 'nav.users', 'clients.nav', 'nav.myAccount', 'nav.documentation'],
    ],
    [
      'client_admin',
      [
        'nav.engagements',
        'nav.createEngagement',
        'nav.users',
        'companies.nav.company',
        'companies.nav.subsidiaries',
        'settings.nav',
        'nav.myAccount',
        'nav.documentation',
      ],
    ],
    [
      'company_admin',
      [
        'nav.engagements',
        'nav.createEngagement',
        'nav.users',
        'companies.nav.company',
        'nav.myAccount',
        'nav.documentation',
      ],
    ],
    ['specialist', ['nav.engagements', 'nav.myAccount', 'nav.documentation']],
    // The guard holds API users on these two pages, so their profile entry would only redirect away.
    ['api_user', ['nav.apiKeyGenerator', 'nav.documentation']],
    ['client_user', ['nav.myAccount', 'nav.documentation']],
  ])('%s sees its entries, in the menu order', (role, expected) => {
    expect(labels(role)).toEqual(expected);
  });

  it('shows nothing without abilities, and an ability sent as false hides its entry', () => {
    expect(navItemsFor({})).toEqual([]);
    expect(navItemsFor({ viewUsers: false, viewCompanyUsers: false }).map((i) => i.to)).toEqual([]);
  });

  it('shows an entry when any one of its abilities is held', () => {
    expect(navItemsFor({ viewCompanyUsers: true }).map((i) => i.to)).toEqual(['/users']);
    expect(navItemsFor({ viewUsers: true, viewCompanyUsers: true }).map((i) => i.to)).toEqual(['/users']);
  });

  it('every entry has an English label and at least one ability', () => {
    for (const item of NAV_ITEMS) {
      expect(i18n.exists(item.label), item.label).toBe(true);
      expect(item.abilities.length).toBeGreaterThan(0);
      expect(item.to.startsWith('/')).toBe(true);
    }
  });
});

describe('the active entry', () => {
  const item = (to: string) => NAV_ITEMS.find((i) => i.to === to) as NavItem;

  it('marks a section active on its own page and its sub-pages', () => {
    expect(isNavItemActive(item('/engagements'), '/engagements')).toBe(true);
    expect(isNavItemActive(item('/engagements'), '/engagements/4f1c')).toBe(true);
    expect(isNavItemActive(item('/users'), '/users/42')).toBe(true);
  });

  it('does not match a path that merely starts with the same letters', () => {
    expect(isNavItemActive(item('/clients'), '/clientsx')).toBe(false);
    expect(isNavItemActive(item('/company'), '/companyx/1')).toBe(false);
  });

  it('gives the exact entry its path: New engagement, not Engagements, on /engagements/create', () => {
    expect(isNavItemActive(item('/engagements/create'), '/engagements/create')).toBe(true);
    expect(isNavItemActive(item('/engagements'), '/engagements/create')).toBe(false);
    expect(isNavItemActive(item('/engagements/create'), '/engagements/create/more')).toBe(false);
  });
});

describe('home (/)', () => {
  it.each([
    ['provider_admin', '/engagements'],
    ['provider_user', '/engagements'],
    ['client_admin', '/engagements'],
    ['company_admin', '/engagements'],
    ['specialist', '/engagements'],
    ['api_user', '/api-key-generator'],
    ['client_user', '/my-account'],
  ])('takes %s to the first page of its own navigation (%s)', (role, home) => {
    const user = userOf(role);
    expect(homePathFor(user)).toBe(home);
    expect(navigationFor(user).map((i) => i.to)).toContain(home);
  });

  it('falls back to the profile page when no entry is shown', () => {
    expect(homePathFor({ abilities: {}, isApiUser: false })).toBe('/my-account');
  });
});

describe('appeals entry', () => {
  it('shows Appeals to whoever the server lets view appeals, and takes an appeal manager there first', () => {
    const manager = { abilities: { viewAppeals: true, editProfile: true }, isApiUser: false };
    expect(navigationFor(manager).map((i) => i.to)).toEqual(['/appeals', '/my-account']);
    expect(homePathFor(manager)).toBe('/appeals');
    expect(navigationFor(userOf('client_user')).map((i) => i.to)).not.toContain('/appeals');
  });
});
