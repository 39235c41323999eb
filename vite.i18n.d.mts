import type { Plugin } from 'vite';

export const CATALOGUE: RegExp;
export function linguiCatalogues(): Plugin;
