// Part of the deliberate cycle of tools/import-cycles.test.ts (see first.ts).
import { first } from './first';

export const second = (): string => first();
