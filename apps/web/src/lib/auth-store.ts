/** The signed-in session: tokens and user id, kept in localStorage and shared across browser tabs. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms after which the access token counts as expired (server expiry minus 10 s). */
  expiresAt: number;
  userId: string;
}

export const SESSION_STORAGE_KEY = 'statera.session';
/** Seconds taken off the server's expiresIn so a token never expires in flight (spec §7). */
export const EXPIRY_MARGIN_SECONDS = 10;

/**
 * Why a session ended: the user logged out here, a maintenance window began, or it ended otherwise
 * (failed refresh, another tab).
 */
export type EndReason = 'logout' | 'maintenance' | 'ended';
/** `external`: the change came from another tab. */
type Listener = (session: Session | null, reason: EndReason | undefined, external: boolean) => void;

export interface AuthStore {
  get(): Session | null;
  /**
   * Re-reads the stored session now, without waiting for the storage event (another tab may have
   * just rotated or ended it); listeners hear of a change as coming from another tab.
   */
  reload(): Session | null;
  set(session: Session): void;
  clear(reason?: EndReason): void;
  subscribe(listener: Listener): () => void;
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Partial<Session>;
    if (typeof s.accessToken === 'string' && typeof s.refreshToken === 'string' && typeof s.userId === 'string') {
      return {
        accessToken: s.accessToken,
        refreshToken: s.refreshToken,
        userId: s.userId,
        expiresAt: s.expiresAt ?? 0,
      };
    }
  } catch {
    // A corrupt entry is the same as no session.
  }
  return null;
}

export function expiryFrom(expiresInSeconds: number, now = Date.now()): number {
  return now + (expiresInSeconds - EXPIRY_MARGIN_SECONDS) * 1000;
}

/** The session a successful login answer (POST /api/login, verification code, registration) opens. */
export function sessionFromLogin(
  res: { accessToken?: string; refreshToken?: string; userId?: string; expiresIn?: number },
  now = Date.now(),
): Session | null {
  if (!res.accessToken || !res.refreshToken || !res.userId) return null;
  return {
    accessToken: res.accessToken,
    refreshToken: res.refreshToken,
    userId: res.userId,
    expiresAt: expiryFrom(res.expiresIn ?? 0, now),
  };
}

/** A store over `storage`; other tabs' writes arrive through the window `storage` event. */
export function createAuthStore(storage: Storage = window.localStorage, target: Window = window): AuthStore {
  const listeners = new Set<Listener>();
  let current = parse(storage.getItem(SESSION_STORAGE_KEY));
  const emit = (reason: EndReason, external = false) => {
    for (const l of listeners) l(current, current ? undefined : reason, external);
  };

  target.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== SESSION_STORAGE_KEY) return;
    current = parse(storage.getItem(SESSION_STORAGE_KEY));
    emit('ended', true);
  });

  return {
    get: () => current,
    reload() {
      const stored = parse(storage.getItem(SESSION_STORAGE_KEY));
      if (JSON.stringify(stored) !== JSON.stringify(current)) {
        current = stored;
        emit('ended', true);
      }
      return current;
    },
    set(session) {
      current = session;
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      emit('ended');
    },
    clear(reason = 'ended') {
      if (current === null && storage.getItem(SESSION_STORAGE_KEY) === null) return;
      current = null;
      storage.removeItem(SESSION_STORAGE_KEY);
      emit(reason);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const authStore = createAuthStore();
