import type { ComponentType } from 'react';

export interface ModalEntry {
  id: string;
  // biome-ignore lint/suspicious/noExplicitAny: entries hold components of any props; show() keeps them typed.
  component: ComponentType<any>;
  props: object;
  /** Survives closeAll() (and so navigation), e.g. a step the user must finish. */
  persistent: boolean;
}

export interface ShowOptions {
  persistent?: boolean;
  /** A fixed id replaces an entry of the same id instead of stacking a second copy. */
  id?: string;
}

type Listener = () => void;

/**
 * The modal stack of spec §4: show pushes (hiding the modal below), hide pops the top and re-shows the
 * previous one, closeAll removes every non-persistent modal. Only the top entry is visible; the ones
 * below stay mounted so their state is intact when they come back. ModalHost renders the stack.
 */
export function createModalStack() {
  let entries: readonly ModalEntry[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const set = (next: readonly ModalEntry[]) => {
    entries = next;
    for (const l of listeners) l();
  };

  return {
    /** Pushes `component` with `props`; returns its id. */
    show<P extends object>(component: ComponentType<P>, props: P, options: ShowOptions = {}): string {
      counter += 1;
      const id = options.id ?? `modal-${counter}`;
      const entry: ModalEntry = { id, component, props, persistent: options.persistent ?? false };
      set([...entries.filter((e) => e.id !== id), entry]);
      return id;
    },
    /** Pops the top modal, or the one with `id`; the one below becomes visible again. */
    hide(id?: string) {
      if (entries.length === 0) return;
      const target = id ?? entries[entries.length - 1]?.id;
      set(entries.filter((e) => e.id !== target));
    },
    /** Removes every non-persistent modal (also run on each navigation). */
    closeAll() {
      if (entries.every((e) => e.persistent)) return;
      set(entries.filter((e) => e.persistent));
    },
    /** Removes every modal, persistent ones included (logout). */
    clear() {
      if (entries.length > 0) set([]);
    },
    entries: () => entries,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ModalStack = ReturnType<typeof createModalStack>;

/** The app's one modal stack. */
export const modalStack = createModalStack();
