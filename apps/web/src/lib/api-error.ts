/** A failed API call, parsed from the server's `{ error_key, message, errors }` shape (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly error_key: string;
  readonly errors: Record<string, string[]>;

  constructor(status: number, errorKey: string, message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error_key = errorKey;
    this.errors = errors;
  }

  /** The first error key of each field, as forms show them. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, keys] of Object.entries(this.errors)) {
      if (keys[0]) out[field] = keys[0];
    }
    return out;
  }
}

const FALLBACK_KEYS: Record<number, string> = {
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  409: 'errors.conflict',
  429: 'errors.tooManyRequests',
  503: 'errors.serviceUnavailable',
};

function isRecordOfArrays(v: unknown): v is Record<string, string[]> {
  return (
    typeof v === 'object' &&
    v !== null &&
    Object.values(v).every((x) => Array.isArray(x) && x.every((k) => typeof k === 'string'))
  );
}

/** Turns any failed response into an ApiError, whatever its body. */
export async function parseErrorResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy page, an empty body): fall back to the status.
  }
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const key = typeof b.error_key === 'string' ? b.error_key : (FALLBACK_KEYS[response.status] ?? 'errors.internal');
  const message = typeof b.message === 'string' ? b.message : response.statusText || key;
  return new ApiError(response.status, key, message, isRecordOfArrays(b.errors) ? b.errors : {});
}

export const networkError = () => new ApiError(0, 'errors.network', 'The server could not be reached.');

/** 403 and 404 answers replace the whole page (the route error element shows the 403/404 page). */
export const isPageError = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);
