// Part of the deliberate cycle of tools/import-cycles.test.ts (see first.ts).
import { second } from './second';

export const third = (): string => second();
