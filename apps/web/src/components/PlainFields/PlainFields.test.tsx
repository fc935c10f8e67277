import { MantineProvider, NativeSelect, Switch, TextInput, Textarea } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PlainNativeSelect, PlainSwitch, PlainTextInput, PlainTextarea } from './PlainFields';

/**
 * The plain fields draw what Mantine's components draw: the same elements with the same classes,
 * data attributes and ARIA, so Mantine's stylesheet gives them the same look. Compared element by
 * element, leaving out what differs by design (the section icons: SVG there, a CSS mask here; the
 * generated ids; Mantine's static class names such as mantine-TextInput-root, which no stylesheet
 * of the site uses).
 */
function shape(element: ReactElement): string[] {
  const html = renderToStaticMarkup(<MantineProvider>{element}</MantineProvider>);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out: string[] = [];
  const walk = (node: Element, depth: number) => {
    if (node.tagName === 'svg' || node.tagName === 'SVG') return;
    const attrs = [...node.attributes]
      .filter((a) => !['id', 'for', 'aria-describedby', 'style'].includes(a.name))
      .map((a) =>
        a.name === 'class'
          ? `class=${a.value
              .split(/\s+/)
              .filter((c) => /^m_[0-9a-f]+$/.test(c))
              .sort()
              .join('.')}`
          : `${a.name}=${a.value}`,
      )
      .sort();
    const style = node.getAttribute('style');
    // Each CSS variable with its value (the field's size is in them), not the order Mantine writes them in.
    const vars = style ? (style.match(/--[\w-]+:[^;]+/g) ?? []).sort().join(',') : '';
    out.push(`${'  '.repeat(depth)}${node.tagName.toLowerCase()} ${attrs.join(' ')}${vars ? ` vars=${vars}` : ''}`);
    for (const child of node.children) {
      // The section's icon: an SVG in Mantine's, a span (a CSS mask) in the plain field.
      if (child.tagName === 'SPAN' && node.getAttribute('data-position')) continue;
      walk(child, depth + 1);
    }
  };
  for (const child of doc.body.children) walk(child, 0);
  return out;
}

const options = [
  { value: 'a', label: 'First' },
  { value: 'b', label: 'Second' },
];

describe('plain fields', () => {
  it("draw Mantine's TextInput (with an icon, with a text section, with an error)", () => {
    expect(shape(<PlainTextInput label="Keywords" name="query" type="search" icon="search" defaultValue="" />)).toEqual(
      shape(<TextInput label="Keywords" name="query" type="search" leftSection={<svg />} defaultValue="" />),
    );
    expect(shape(<PlainTextInput label="Minimum pay" name="minPay" leftText="$" value="12" onChange={() => {}} error="Enter an amount" />)).toEqual(
      shape(
        <TextInput label="Minimum pay" name="minPay" leftSection="$" leftSectionPointerEvents="none" value="12" onChange={() => {}} error="Enter an amount" />,
      ),
    );
  });

  it("draw Mantine's TextInput, Textarea and NativeSelect at size md", () => {
    expect(shape(<PlainTextInput size="md" label="Keywords" name="query" icon="search" description="Any word" error="Too long" defaultValue="" />)).toEqual(
      shape(<TextInput size="md" label="Keywords" name="query" leftSection={<svg />} description="Any word" error="Too long" defaultValue="" />),
    );
    expect(shape(<PlainTextarea size="md" label="Note" rows={3} value="" onChange={() => {}} />)).toEqual(
      shape(<Textarea size="md" label="Note" rows={3} value="" onChange={() => {}} />),
    );
    expect(shape(<PlainNativeSelect size="md" label="Sort" data={options} value="a" onChange={() => {}} />)).toEqual(
      shape(<NativeSelect size="md" label="Sort" data={options} value="a" onChange={() => {}} />),
    );
  });

  it("draw Mantine's TextInput with a description, an error, disabled or required", () => {
    expect(shape(<PlainTextInput label="Email" type="email" description="We reply here" error="Enter an email" value="x" onChange={() => {}} />)).toEqual(
      shape(<TextInput label="Email" type="email" description="We reply here" error="Enter an email" value="x" onChange={() => {}} />),
    );
    expect(shape(<PlainTextInput label="Resume link" type="url" description="Or a link" icon="search" disabled value="" onChange={() => {}} />)).toEqual(
      shape(<TextInput label="Resume link" type="url" description="Or a link" leftSection={<svg />} disabled value="" onChange={() => {}} />),
    );
    expect(shape(<PlainTextInput label="Name" required value="" onChange={() => {}} />)).toEqual(
      shape(<TextInput label="Name" required value="" onChange={() => {}} />),
    );
    expect(shape(<PlainTextInput label="Phone" type="tel" withAsterisk value="" onChange={() => {}} />)).toEqual(
      shape(<TextInput label="Phone" type="tel" withAsterisk value="" onChange={() => {}} />),
    );
  });

  it("draw Mantine's Textarea (required, resizable, with an error)", () => {
    expect(shape(<PlainTextarea label="Cover letter" required rows={7} resize="vertical" value="" onChange={() => {}} />)).toEqual(
      shape(<Textarea label="Cover letter" required rows={7} resize="vertical" value="" onChange={() => {}} />),
    );
    expect(shape(<PlainTextarea label="Cover letter" rows={7} error="Write a letter" value="" onChange={() => {}} />)).toEqual(
      shape(<Textarea label="Cover letter" rows={7} error="Write a letter" value="" onChange={() => {}} />),
    );
  });

  it("draw Mantine's NativeSelect", () => {
    expect(shape(<PlainNativeSelect label="Distance" name="radius" data={options} value="b" onChange={() => {}} />)).toEqual(
      shape(<NativeSelect label="Distance" name="radius" data={options} value="b" onChange={() => {}} />),
    );
  });

  it("draw Mantine's Switch", () => {
    expect(shape(<PlainSwitch label="Remote only" name="remote" value="true" checked={false} onChange={() => {}} />)).toEqual(
      shape(<Switch label="Remote only" name="remote" value="true" checked={false} onChange={() => {}} />).map((line) =>
        // Mantine marks the checked state on the root and the input too; its stylesheet reads :checked.
        line.replace(/ data-checked=false/, ''),
      ),
    );
  });

  it('label their fields, describe an error and pass events on', () => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <PlainTextInput label="Minimum pay" name="minPay" leftText="$" value="x" onChange={onChange} error="Enter an amount" />
        <PlainNativeSelect label="Pay period" name="payPeriod" data={options} value="a" onChange={onChange} />
        <PlainSwitch label="Remote only" name="remote" checked={false} onChange={onChange} />
      </MantineProvider>,
    );
    const pay = screen.getByLabelText('Minimum pay');
    expect(pay.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(pay.getAttribute('aria-describedby')!)?.textContent).toBe('Enter an amount');
    fireEvent.change(pay, { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('Pay period'), { target: { value: 'b' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Remote only' }));
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
