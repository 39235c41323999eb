/**
 * The app's effects for a machine, each run so that a fault in it is reported instead of thrown:
 * XState stops an actor for good when one of its actions throws, which would leave the player dead
 * until the page is reloaded.
 */
export function guardActions<T extends object>(actions: T, onFault: (name: string, error: unknown) => void): T {
  const guarded: Record<string, unknown> = {};
  for (const [name, action] of Object.entries(actions)) {
    guarded[name] =
      typeof action === 'function'
        ? (...args: unknown[]) => {
            try {
              action(...args);
            } catch (error) {
              onFault(name, error);
            }
          }
        : action;
  }
  return guarded as T;
}
