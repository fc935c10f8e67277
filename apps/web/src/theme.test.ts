import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, readableOn, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);

describe('theme contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Mantine's teal-on-teal light badge before the fix.
    expect(contrastRatio(resolved.colors.teal[9], resolved.colors.teal[1])).toBeLessThan(4.5);
  });

  it('darkens a colour only as far as it needs to', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
    const fixed = readableOn('#d9480f', '#ffe8cc');
    expect(contrastRatio(fixed, '#ffe8cc')).toBeGreaterThanOrEqual(4.5);
  });

  it('every light variant reads at 4.5:1 or more on its tinted background, and dimmed text on white', () => {
    const { light } = cssVariablesResolver(resolved);
    expect(contrastRatio(light['--mantine-color-dimmed']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    for (const [name, shades] of Object.entries(resolved.colors)) {
      const text = light[`--mantine-color-${name}-light-color`] ?? shades[9];
      expect(contrastRatio(text, shades[1]), name).toBeGreaterThanOrEqual(4.5);
    }
    expect(light['--mantine-color-teal-light-color']).toBeDefined();
    expect(light['--mantine-color-orange-light-color']).toBeDefined();
  });
});
