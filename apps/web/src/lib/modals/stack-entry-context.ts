import { createContext, useContext } from 'react';

export interface StackEntryState {
  id: string;
  /** Only the top entry of the stack is shown. */
  opened: boolean;
  /** Pops this entry (the previous modal is shown again). */
  close: () => void;
}

/** Set by ModalHost around each stacked modal; AppModal reads it when given no opened/onClose. */
export const StackEntryContext = createContext<StackEntryState | null>(null);

/** Inside a modal shown through modalStack: whether it is visible and how to close it. */
export function useStackEntry(): StackEntryState | null {
  return useContext(StackEntryContext);
}

const noop = () => {};

/**
 * How a modal closes: the caller's `onClose` when it renders the modal itself, else popping its
 * modalStack entry (a modal shown with `modalStack.show`), else nothing.
 */
export function useModalClose(onClose?: () => void): () => void {
  const entry = useStackEntry();
  return onClose ?? entry?.close ?? noop;
}
