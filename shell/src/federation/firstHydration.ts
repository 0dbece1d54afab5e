// Which prerendered page is being hydrated: its remote is awaited however long it takes (the
// HTML stays readable meanwhile), until the page is live or the visitor moves elsewhere.
// A module of its own, without React, so that the bootstrap can set it before loading the app.
import { isLive } from '../early/liveRegions';

let path: string | null = null;

/** Called before hydrating a prerendered page (bootstrap). */
export function beginFirstHydration(pathname: string): void {
  path = pathname;
}

export function hydratingPath(): string | null {
  return path;
}

export function isFirstHydration(pathname: string): boolean {
  return path === pathname && !isLive('page');
}

/** Once the visitor is on another path, the first page's hydration is over. */
export function forgetFirstHydration(pathname: string): void {
  if (path !== null && path !== pathname) path = null;
}
