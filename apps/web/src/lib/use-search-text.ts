import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a search box's text reaches the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The text of a search box whose value lives in the URL. Typing shows at once and is written
 * (trimmed, blank as undefined) when typing pauses, or at once with `commit`. A change of the URL
 * from elsewhere (Back, Clear Filters) replaces the text; the echo of its own write does not, so
 * nothing typed since is lost.
 */
export function useSearchText(value: string | undefined, onCommit: (next: string | undefined) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const written = useRef<string | undefined | null>(null);
  const latest = useRef({ value, onCommit });
  latest.current = { value, onCommit };

  useEffect(() => {
    if (written.current !== null && written.current === value) {
      written.current = null;
      return;
    }
    written.current = null;
    clearTimeout(timer.current);
    setText(value ?? '');
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const write = (raw: string) => {
    clearTimeout(timer.current);
    const next = raw.trim() || undefined;
    if (next === latest.current.value) return;
    written.current = next;
    latest.current.onCommit(next);
  };

  return {
    text,
    change(raw: string) {
      setText(raw);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => write(raw), delay);
    },
    commit: () => write(text),
  };
}
