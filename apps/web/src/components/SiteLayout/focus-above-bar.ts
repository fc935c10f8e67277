/**
 * On a phone a bar is fixed at the bottom of the screen (the quick navigation, or a page's own action
 * bar: marked data-bottom-bar). A control reached with the keyboard that lands under it is scrolled
 * up until it shows above the bar. The page's scroll-padding-bottom (global.css) covers scrolling that
 * honours it; a browser moving the focus to a control it already shows in part does not scroll at all.
 */
export function keepFocusAboveBottomBar(doc: Document = document): () => void {
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.matches(':focus-visible')) return;
    const bar = [...doc.querySelectorAll<HTMLElement>('[data-bottom-bar]')].find(
      (el) => el.getClientRects().length > 0 && getComputedStyle(el).position === 'fixed',
    );
    // Inside the bar, or in a dialog above the page: nothing to move.
    if (!bar || bar.contains(target) || target.closest('[role="dialog"]')) return;
    const barTop = bar.getBoundingClientRect().top;
    const { bottom } = target.getBoundingClientRect();
    const gap = 12;
    if (bottom > barTop - gap) doc.defaultView?.scrollBy({ top: bottom - barTop + gap, behavior: 'instant' });
  };
  doc.addEventListener('focusin', onFocus);
  return () => doc.removeEventListener('focusin', onFocus);
}
