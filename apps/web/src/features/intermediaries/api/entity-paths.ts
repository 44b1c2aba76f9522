/** `/api/engaged-entities/{id}{suffix}` with the id escaped. */
export const entityPath = (id: string, suffix = '') => `/api/engaged-entities/${encodeURIComponent(id)}${suffix}`;
