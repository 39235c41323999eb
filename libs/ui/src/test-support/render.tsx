import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TangerineProvider } from '../theme/tangerine-provider';

/** Render inside the theme (and the default link renderer), as the app does. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: ({ children }) => <TangerineProvider>{children}</TangerineProvider>, ...options });
}
