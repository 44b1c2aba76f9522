/** `/api/appeals/{id}{suffix}` with the id escaped. */
export const appealPath = (id: string, suffix = '') => `/api/appeals/${encodeURIComponent(id)}${suffix}`;
