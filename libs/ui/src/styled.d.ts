import 'styled-components';
import type { TangerineTheme } from './theme/theme';

declare module 'styled-components' {
  // Declaration merging: every styled component sees Tangerine's theme, typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends TangerineTheme {}
}
