/** Demo logins seeded by `npm start` on an empty database (README): the one list the start banner prints. */
export const DEMO_PASSWORD = 'Statera-Demo-2026!';
export const DEMO_USERS = {
  providerAdmin: 'admin@statera.test',
  clientAdmin: 'client.admin@northwind.test',
  specialist: 'specialist@northwind.test',
  approver: 'approver@northwind.test',
  appealManager: 'appeals@northwind.test',
  subsidiaryAdmin: 'admin@northwind-digital.test',
  providerUser: 'manager@statera.test',
  apiUser: 'api@northwind.test',
  newStarter: 'new.starter@northwind.test',
} as const;
