import { UPDATE_CHECK_MS } from './constants';
import { setWaitingWorker } from './update-store';

/** What register.ts needs from a ServiceWorkerRegistration (lets tests pass fakes). */
export interface RegistrationLike {
  installing: ServiceWorker | null;
  waiting: ServiceWorker | null;
  update(): Promise<unknown>;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

/** Register only in production builds, in a browser with service workers (never in Vitest or dev). */
export function shouldRegisterWorker(env: { PROD: boolean; MODE: string }, nav: Navigator | undefined): boolean {
  if (!env.PROD || env.MODE === 'test') return false;
  return !!nav && 'serviceWorker' in nav;
}

/**
 * Reports a waiting worker when a new one finishes installing while another already controls the
 * page (a first install, with no controller, is not an update).
 */
export function watchForUpdates(registration: RegistrationLike, hasController: () => boolean, onUpdate: (worker: ServiceWorker) => void) {
  if (registration.waiting && hasController()) onUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && hasController()) onUpdate(registration.waiting ?? worker);
    });
  });
}

/**
 * Checks for a new worker every 60 seconds while the page is visible and whenever it becomes
 * visible again (section 9). Returns a stop function.
 */
export function scheduleUpdateChecks(registration: Pick<RegistrationLike, 'update'>, doc: Document = document): () => void {
  const check = () => {
    registration.update().catch(() => {
      /* offline or server down: try again later */
    });
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    if (timer === undefined) timer = setInterval(check, UPDATE_CHECK_MS);
  };
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') {
      check();
      start();
    } else {
      stop();
    }
  };
  if (doc.visibilityState === 'visible') start();
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    stop();
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Registers /sw.js with scope '/' once the page has loaded (production builds only). */
export function registerServiceWorker() {
  if (!shouldRegisterWorker(import.meta.env, typeof navigator === 'undefined' ? undefined : navigator)) return;
  const container = navigator.serviceWorker;
  const run = async () => {
    try {
      const registration = (await container.register('/sw.js', { scope: '/' })) as ServiceWorkerRegistration | undefined;
      // A browser that blocks workers (a policy, an automated browser) may answer with nothing.
      if (!registration) return;
      watchForUpdates(
        registration,
        () => !!container.controller,
        (worker) => setWaitingWorker(worker),
      );
      scheduleUpdateChecks(registration);
    } catch (error) {
      console.warn('Background worker registration failed', error);
    }
  };
  if (document.readyState === 'complete') void run();
  else window.addEventListener('load', () => void run(), { once: true });
}
