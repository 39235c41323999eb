import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TangerineProvider } from '@tangerine/ui';

/** A component on its own, with the ui theme it styles itself from. */
export function renderWithTheme(element: ReactElement) {
  return render(element, { wrapper: ({ children }) => <TangerineProvider>{children}</TangerineProvider> });
}
