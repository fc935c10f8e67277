import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export: `lazyNamed(() => import('./Section'), 'Section')` (its own chunk). */
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy<M[K]>(() => load().then((m) => ({ default: m[name] })));
}
