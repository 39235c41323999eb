// A cycle on purpose (first → second → first): tools/import-cycles.test.ts lints it to show a library's
// own lint still checks the cycles inside it. ESLint's ignores keep it out of the ordinary lint.
import { second } from './second';

export const first = (): string => `first, then ${second()}`;
