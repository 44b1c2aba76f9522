import { UI_TIMINGS } from '../ui-timings.ts';

/** Spec §5: after a failed submit the form scrolls to its first error after 100 ms. */
export const SCROLL_TO_ERROR_DELAY_MS = UI_TIMINGS.scrollToErrorDelayMs;

/** Scrolls to and focuses the first invalid field inside `root` (the whole page without one). */
export function scrollToFirstError(root?: ParentNode | null): void {
  setTimeout(() => {
    // The page may be gone by then (a closed modal, a test environment torn down).
    if (typeof document === 'undefined') return;
    // Mantine marks a PasswordInput's input with data-invalid only.
    const el = (root ?? document).querySelector<HTMLElement>('[aria-invalid="true"], input[data-invalid="true"]');
    // A form closed in the meantime (a modal, a page left) keeps its nodes detached: nothing to show.
    if (!el?.isConnected) return;
    el.scrollIntoView({ block: 'center', behavior: 'smooth' });
    el.focus({ preventScroll: true });
  }, SCROLL_TO_ERROR_DELAY_MS);
}
