import type { WorkerLike } from './messaging';

/**
 * A tiny store for "a new background worker is installed and waiting while another controls the
 * page". register.ts writes it; the UpdateBanner reads it.
 */
type Listener = () => void;

let waiting: WorkerLike | null = null;
const listeners = new Set<Listener>();

export function setWaitingWorker(worker: WorkerLike | null) {
  waiting = worker;
  listeners.forEach((l) => l());
}

export function getWaitingWorker(): WorkerLike | null {
  return waiting;
}

export function subscribeWaitingWorker(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
