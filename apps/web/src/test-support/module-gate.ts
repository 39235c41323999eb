/**
 * A gate a test opens to let a mocked module finish loading: `vi.mock(path, async (original) => {
 * await (await import('…/module-gate')).moduleGate.opened; return original(); })`. Each test file
 * gets its own instance (Vitest isolates modules per file), closed until the file opens it.
 */
function createGate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

export const moduleGate = createGate();
