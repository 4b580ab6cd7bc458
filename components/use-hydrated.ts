import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the page's handlers are
 * attached. A button that works only through React (a click handler, a form's `onSubmit`)
 * stays disabled until then: an early click is not silently lost, and a form is not submitted
 * natively with its fields in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
