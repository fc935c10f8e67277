/**
 * After a submit that did not validate: the first field with an error, in form order, takes the
 * focus and is scrolled to the middle of the screen, clear of the fixed header and the phone's
 * bottom bar (a plain focus() scrolls only as far as the field's edge, which may be under a bar).
 * Returns the field's name, or undefined when none of `order` has an error.
 */
export function focusFirstInvalid<K extends string>(
  order: readonly K[],
  errors: Partial<Record<string, unknown>>,
  find: (field: K) => HTMLElement | null | undefined,
): K | undefined {
  const first = order.find((field) => errors[field]);
  if (first === undefined) return undefined;
  const node = find(first);
  if (node) {
    node.focus({ preventScroll: true });
    node.scrollIntoView?.({ block: 'center', behavior: 'instant' });
  }
  return first;
}
