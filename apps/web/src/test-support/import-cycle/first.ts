// A cycle on purpose (first → second → third → first): tools/import-cycles.test.ts lints it to show the
// cycle check still catches one inside the app. ESLint's ignores keep it out of the ordinary lint.
import { third } from './third';

export const first = (): string => `first, then ${third()}`;
