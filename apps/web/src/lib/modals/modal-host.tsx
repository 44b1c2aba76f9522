import { useSyncExternalStore } from 'react';
import { type ModalStack, modalStack } from './modal-stack.ts';
import { StackEntryContext } from './stack-entry-context.ts';

/**
 * Renders the modal stack: every entry stays mounted, only the top one is open. Mount it once inside
 * the router (each layout does), so stacked modals may use links and router hooks.
 */
export function ModalHost({ stack = modalStack }: { stack?: ModalStack }) {
  const entries = useSyncExternalStore(stack.subscribe, stack.entries, stack.entries);
  return entries.map((entry, index) => {
    const Component = entry.component;
    const state = { id: entry.id, opened: index === entries.length - 1, close: () => stack.hide(entry.id) };
    return (
      <StackEntryContext key={entry.id} value={state}>
        <Component {...entry.props} />
      </StackEntryContext>
    );
  });
}
