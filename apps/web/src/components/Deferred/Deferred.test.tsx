import { render } from '@testing-library/react';
import { act, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Deferred, sameChildren } from './Deferred';

function Part({ label, onRender }: { label: string; onRender?: () => void }) {
  onRender?.();
  return <p>{label}</p>;
}

describe('Deferred', () => {
  it('counts the same component with the same props as the same children', () => {
    const onRender = () => {};
    expect(sameChildren({ children: <Part label="a" onRender={onRender} /> }, { children: <Part label="a" onRender={onRender} /> })).toBe(true);
    expect(sameChildren({ children: <Part label="a" /> }, { children: <Part label="b" /> })).toBe(false);
    expect(sameChildren({ children: <Part label="a" /> }, { children: <Part label="a" onRender={() => {}} /> })).toBe(false);
    expect(sameChildren({ children: <Part key="1" label="a" /> }, { children: <Part key="2" label="a" /> })).toBe(false);
    expect(sameChildren({ children: <p>a</p> }, { children: <Part label="a" /> })).toBe(false);
    expect(sameChildren({ children: 'text' }, { children: 'text' })).toBe(true);
  });

  it('is not rendered again by a render of the page around it, only when what it shows changes', () => {
    let renders = 0;
    const counted = () => {
      renders += 1;
    };
    let rerenderPage!: (label: string) => void;
    let bumpPage!: () => void;
    function Page(): ReactNode {
      const [label, setLabel] = useState('first');
      const [, setTick] = useState(0);
      rerenderPage = setLabel;
      bumpPage = () => setTick((tick) => tick + 1);
      return (
        <Deferred>
          <Part label={label} onRender={counted} />
        </Deferred>
      );
    }
    const view = render(<Page />);
    expect(renders).toBe(1);
    act(() => bumpPage());
    expect(renders).toBe(1);
    act(() => rerenderPage('second'));
    expect(renders).toBe(2);
    expect(view.getByText('second')).toBeTruthy();
  });
});
