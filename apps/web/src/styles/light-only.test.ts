import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

import lightOnly from '../../postcss-light-only.mjs';

const run = (css: string) => postcss([lightOnly()]).process(css, { from: undefined }).css;

describe('the light-only PostCSS plugin', () => {
  it("drops what applies only under Mantine's dark scheme, and keeps the rest", () => {
    expect(
      run(
        [
          ":root[data-mantine-color-scheme='dark'], :host([data-mantine-color-scheme=dark]) { --c: #000 }",
          ':root, :host { --c: #fff }',
          "[data-mantine-color-scheme='light'] .a, [data-mantine-color-scheme='dark'] .a { color: red }",
          ':where([data-mantine-color-scheme="dark"]) .b { color: blue }',
          '@media (min-width: 48em) { [data-mantine-color-scheme=dark] .c { color: green } .c { color: black } }',
        ].join('\n'),
      ),
    ).toBe(
      [':root, :host { --c: #fff }', "[data-mantine-color-scheme='light'] .a { color: red }", '@media (min-width: 48em) { .c { color: black } }'].join('\n'),
    );
  });
});
