import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_CSS_FILE, themeCss } from '../scripts/theme-css';

describe('theme-variables.gen.css', () => {
  it('is what MantineProvider would write for the current theme (run `node scripts/theme-css.ts` after changing src/theme.ts)', () => {
    const css = themeCss();
    expect(css).toContain('--mantine-color-teal-light-color');
    expect(css).toContain('--mantine-color-dimmed: #5c636a');
    expect(readFileSync(THEME_CSS_FILE, 'utf8')).toBe(css);
  });
});
