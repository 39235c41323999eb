import type { Plugin } from 'vite';

export const CATALOGUE: RegExp;
export function linguiCatalogues(): Plugin;
export function catalogueFiles(): Plugin;
export function linguiShortMessages(): Plugin;
