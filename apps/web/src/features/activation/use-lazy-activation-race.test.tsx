import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { moduleGate } from '../../test-support/module-gate';
import { renderApp, testServices } from '../../test-support/render-app';

vi.mock('./activation-actor', async (importOriginal) => {
  await (await import('../../test-support/module-gate')).moduleGate.opened;
  return importOriginal();
});

/** A keystroke as the browser delivers it: the field's new value, then an input event, outside act(). */
function typeNatively(input: HTMLInputElement, key: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, input.value + key);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('typing while the activation machine starts', () => {
  it('loses no character between the machine starting and the screen rendering from it', async () => {
    renderApp('/activate', testServices({}));
    const input = (await screen.findByPlaceholderText('XXXX-XXXX-XXXX')) as HTMLInputElement;
    await userEvent.setup().type(input, 'ab');
    expect(input).toHaveValue('AB');

    moduleGate.open();
    await import('./activation-actor');
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
    // The machine runs now; React has not rendered from it yet. Keys arrive in between.
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      for (const key of 'cd12') typeNatively(input, key);
      await waitFor(() => expect(input).toHaveValue('ABCD-12'));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
    }
    await act(async () => undefined);
  });
});
