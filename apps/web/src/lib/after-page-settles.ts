/**
 * Runs `fn` once the page has loaded and the browser is idle (the page is usable by then), so
 * heavy media never competes with what the visitor came for. Returns a cancel function.
 */
export function afterPageSettles(fn: () => void): () => void {
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if ('requestIdleCallback' in window) idleId = window.requestIdleCallback(fn, { timeout: 3000 });
    else timer = setTimeout(fn, 500);
  };
  const onLoad = () => schedule();
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    clearTimeout(timer);
  };
}
