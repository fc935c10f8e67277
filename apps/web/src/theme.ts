import { createTheme, darken, luminance, type CSSVariablesResolver, type MantineColorSchemeManager, type MantineColorsTuple } from '@mantine/core';

const navy: MantineColorsTuple = ['#eef3fb', '#dbe4f3', '#b3c6e6', '#88a6d9', '#648bcd', '#4d7ac7', '#3f71c5', '#305fae', '#27549c', '#0b2545'];
const brand: MantineColorsTuple = ['#e8f0ff', '#d0ddfe', '#a0b8f7', '#6c91f1', '#4270ec', '#285be9', '#1d4ed8', '#1341c3', '#0a3aaf', '#00319b'];
const teal: MantineColorsTuple = ['#e1fcfb', '#cdf4f3', '#a0e7e6', '#6fdad9', '#48cfcd', '#2fc8c6', '#0ea5a4', '#00a9a8', '#009695', '#008281'];
const amber: MantineColorsTuple = ['#fff8e1', '#ffefcc', '#ffdd9b', '#ffca64', '#ffba38', '#ffb01b', '#f59e0b', '#e39500', '#ca8400', '#af7100'];

const SYSTEM_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif";

/**
 * The site is light only, so the colour scheme is not kept anywhere. Mantine's default manager reads
 * localStorage while the page hydrates, and a page's first localStorage read waits for the browser
 * to hand the storage over (a synchronous round trip between processes, long on a busy phone).
 */
export const lightOnlyColorScheme: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 4 },
  colors: { navy, brand, teal, amber },
  // The phone's or computer's own interface font: nothing to download, so no invisible text while a
  // font loads on a slow connection, and no second layout of the whole page when it arrives (a web
  // font cost a long task on every first visit, and swapped in after the page was already read).
  fontFamily: SYSTEM_FONTS,
  headings: {
    fontFamily: SYSTEM_FONTS,
    fontWeight: '750',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  black: '#0f172a',
  components: {
    // Every dialog's × button has a name for screen readers (Mantine's has none by default). Not
    // 'Close…': several dialogs have a 'Close' button of their own, which must stay the one button
    // of that name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss dialog' } } },
  },
});

/** The WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `color`, darkened in small steps until it reads at 4.5:1 or more (WCAG AA, small text) on `background`. */
export function readableOn(color: string, background: string): string {
  let out = color;
  for (let step = 1; contrastRatio(out, background) < 4.6 && step <= 20; step += 1) out = darken(color, step * 0.05);
  return out;
}

/**
 * Contrast fixes for the light scheme (WCAG AA, 4.5:1 for small text):
 * - 'dimmed' text a shade darker than Mantine's gray 6;
 * - the text of every 'light' variant (badges, alerts, theme icons) darkened until it reads on its
 *   tinted background: Mantine pairs shade 9 with shade 1, which is under 4.5:1 for teal, orange,
 *   amber, yellow, lime and others;
 * - the 'outline' variant's text and border (shade 6 on white: green's is 2.2:1), darkened until
 *   it reads on white;
 * - the 'filled' variant's background (white text on shade 6: 'Approve' in green was 2.4:1),
 *   darkened until white text reads on it, its hover a step darker still; except amber and yellow,
 *   which the site fills behind navy text (c="navy.9"), already well over 4.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': '#5c636a' };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    if (contrastRatio(shades[9], shades[1]) < 4.6) light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1]);
    if (contrastRatio(shades[6], WHITE) < 4.6) {
      const readable = readableOn(shades[6], WHITE);
      light[`--mantine-color-${name}-outline`] = readable;
      if (DARK_TEXT_FILLS.has(name)) continue;
      light[`--mantine-color-${name}-filled`] = readable;
      light[`--mantine-color-${name}-filled-hover`] = darken(readable, 0.1);
    }
  }
  return { variables: {}, light, dark: {} };
};

const WHITE = '#ffffff';
const DARK_TEXT_FILLS = new Set(['amber', 'yellow']);
