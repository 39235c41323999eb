import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyles } from './global-styles';
import { LinkProvider, type RenderLink } from '../lib/link';
import { theme } from './theme';

export interface TangerineProviderProps {
  children: ReactNode;
  /** Renders every link of the library, e.g. `(props) => <RouterLink to={props.href} {...props} />`. Defaults to `<a>`. */
  renderLink?: RenderLink;
  /** Include the global styles (default true); turn off when the host already renders them. */
  withGlobalStyles?: boolean;
}

/** The theme, the global styles and the link renderer in one provider. */
export function TangerineProvider({ children, renderLink, withGlobalStyles = true }: TangerineProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyles ? <GlobalStyles /> : null}
      <LinkProvider renderLink={renderLink}>{children}</LinkProvider>
    </ThemeProvider>
  );
}
