import type { TUser } from '@statera/shared';

/** The company-administration areas of the app and who reaches them. */
export type CompanyArea = 'viewClients' | 'viewCompany' | 'viewSubsidiaries' | 'viewSettings';

const sent = (user: TUser, ability: CompanyArea): boolean | undefined => {
  const value = user.abilities[ability];
  return typeof value === 'boolean' ? value : undefined;
};

/**
 * Which company areas the signed-in user reaches. The server's own app-wide ability of the same name
 * wins when it sends one; otherwise the answer follows the role flags and permissions the server
 * sent with the user (provider staff: clients; a company admin: their company; the group admin:
 * subsidiaries and group settings). Every page still asks the server for the company's abilities.
 */
export function companyAreas(user: TUser): Record<CompanyArea, boolean> {
  const provider = user.isGTAdmin || user.isGTUser;
  const inCompany = user.companyId !== null && !provider;
  const topCompany = inCompany && user.company?.parentId === null;
  const may = (permission: string) => user.permissions.includes(permission);
  return {
    viewClients: sent(user, 'viewClients') ?? provider,
    viewCompany: sent(user, 'viewCompany') ?? (inCompany && may('companies.manage')),
    viewSubsidiaries: sent(user, 'viewSubsidiaries') ?? (topCompany && may('subsidiaries.manage')),
    viewSettings: sent(user, 'viewSettings') ?? (topCompany && may('holding.update')),
  };
}
