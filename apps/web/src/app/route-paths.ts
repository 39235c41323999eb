import type { ComponentType } from 'react';

/** What a screen's module exports: `Component`, the lazy-route convention of react-router. */
export interface RouteModule {
  Component: ComponentType;
}

/** Guarded paths (docs/product.md §2, route table); their modules are route-loaders.ts's `SCREEN_MODULES`. */
export const GUARDED_PATHS = [
  '/',
  '/search',
  '/trending',
  '/radio',
  '/radio/:id',
  '/podcasts',
  '/podcast/:id',
  '/track/:id',
  '/album/:id',
  '/albums',
  '/artists',
  '/artist/:id',
  '/playlists',
  '/playlist/:id',
  '/my-playlists',
  '/my-playlists/:id',
  '/favorites',
  '/downloads',
  '/library',
  '/queue',
  '/history',
  '/join',
  '/join/:code',
] as const;

/** A screen's path: the guarded ones and the activation screen. */
export type GuardedPath = (typeof GUARDED_PATHS)[number] | '/activate';
