/**
 * The site is light only (MantineProvider forceColorScheme="light" in src/routes/__root.tsx), so
 * Mantine's rules for its dark scheme never apply: about 16 KB of every page's inlined CSS (the dark
 * palette's variables and each component's dark colours), carried, compressed and parsed for
 * nothing. This drops every selector that only matches under data-mantine-color-scheme=dark, and a
 * rule left with none.
 */
const DARK = /\[data-mantine-color-scheme=(['"]?)dark\1\]/;

/** @returns {import('postcss').Plugin} */
export default function lightOnly() {
  return {
    postcssPlugin: 'light-only',
    Rule(rule) {
      if (!DARK.test(rule.selector)) return;
      const kept = rule.selectors.filter((selector) => !DARK.test(selector));
      if (kept.length === 0) rule.remove();
      else rule.selectors = kept;
    },
  };
}
lightOnly.postcss = true;
