import { LIMITS } from '@statera/shared';

/**
 * The UI timings and sizes of spec §9, in one place; components read them from here and never
 * spell the numbers themselves. The debounces and the notification timeout come from the shared
 * LIMITS (the server's list endpoints are built for the same rhythm).
 */
export const UI_TIMINGS = {
  /** A list's search box waits this long after typing pauses. */
  listSearchDebounceMs: LIMITS.listSearchDebounceMs,
  /** A searchable option list (a Select over the server) waits this long after typing pauses. */
  optionSearchDebounceMs: LIMITS.optionSearchDebounceMs,
  /** A list's reload dims its rows only once it has lasted this long (fast answers never flicker; DataTable). */
  fetchDelayMs: 200,
  /** A prefetch (a list row hovered or focused: prefetchWithin) gives up after this long; the page then loads the data itself. */
  prefetchTimeoutMs: 2000,
  // Spec §9's "search popup blur delay" has no popup to apply to: docs/decisions/spec-names-and-fields.md.
  /** Notifications close after this long (0 would keep them). */
  notificationTimeoutMs: LIMITS.notificationTimeoutMs,
  /** After a failed submit the form scrolls to its first error after this long (spec §5). */
  scrollToErrorDelayMs: 100,
} as const;

/** Dropdowns (Select, MultiSelect, Autocomplete) grow to at most this height, then scroll. */
export const DROPDOWN_MAX_HEIGHT = '30rem';
