/** `/api/users/{id}{suffix}` with the id escaped. */
export const userPath = (id: string, suffix = '') => `/api/users/${encodeURIComponent(id)}${suffix}`;

/** `/api/companies/{id}{suffix}` with the id escaped. */
export const companyPath = (id: string, suffix = '') => `/api/companies/${encodeURIComponent(id)}${suffix}`;
