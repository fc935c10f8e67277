import { lazy, type ComponentProps, type ComponentType } from 'react';

/**
 * React.lazy for a named export: `lazyNamed(() => import('./Section'), 'Section')` (its own chunk).
 *
 * In the server's build the module is asked for at once, when this module loads, and the component
 * renders it directly once it is there. React.lazy alone suspends the first render of every lazy
 * section in a fresh server process: React then writes those sections after the rest of the page
 * and the browser moves them into place with inline scripts (a relayout per section, while the
 * phone is busiest), and the kept page (the page cache) kept them that way.
 */
/** On the server: every lazy section's module, as asked for (see serverSectionsLoaded). */
const serverLoads: Promise<unknown>[] = [];

/**
 * On the server: resolves once every lazy section's module has loaded, so a render never waits for
 * one (the SSR build does not split routes, so every section is asked for when the server starts).
 */
export function serverSectionsLoaded(): Promise<unknown> {
  return Promise.allSettled(serverLoads);
}

export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  if (!import.meta.env.SSR) return lazy<M[K]>(() => load().then((m) => ({ default: m[name] })));
  let loaded: M[K] | undefined;
  const loading = load().then((m) => (loaded = m[name]));
  loading.catch(() => undefined); // a failed import fails the render that needs it (through Lazy), not the process
  serverLoads.push(loading);
  const Lazy = lazy<M[K]>(() => loading.then((component) => ({ default: component })));
  function ServerSide(props: ComponentProps<M[K]>) {
    const Component = (loaded ?? Lazy) as ComponentType<ComponentProps<M[K]>>;
    return <Component {...props} />;
  }
  return ServerSide as unknown as M[K];
}
