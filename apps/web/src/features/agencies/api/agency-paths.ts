/** `/api/agencies/{id}{suffix}` with the id escaped. */
export const agencyPath = (id: string, suffix = '') => `/api/agencies/${encodeURIComponent(id)}${suffix}`;
