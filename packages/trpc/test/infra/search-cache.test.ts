import { describe, expect, it, vi } from 'vitest';
import { SearchCache } from '../../src/infra/search-cache.ts';

describe('SearchCache', () => {
  it('computes once per key and generation, again after a change or when the time is up', async () => {
    const cache = new SearchCache<number>({ ttlMs: 1000 });
    const compute = vi.fn(async () => compute.mock.calls.length);
    expect(await cache.through('1', 'a', compute, 0)).toBe(1);
    expect(await cache.through('1', 'a', compute, 500)).toBe(1);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(await cache.through('2', 'a', compute, 600)).toBe(2);
    expect(await cache.through('2', 'b', compute, 600)).toBe(3);
    expect(await cache.through('2', 'a', compute, 1700)).toBe(4);
  });

  it('asks made while an answer is computed wait for it instead of computing it again; a failure is not kept', async () => {
    const cache = new SearchCache<string>({ ttlMs: 1000 });
    let finish: (value: string) => void = () => {};
    const compute = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const asks = [cache.through('1', 'a', compute, 0), cache.through('1', 'a', compute, 0), cache.through('1', 'a', compute, 0)];
    finish('page');
    expect(await Promise.all(asks)).toEqual(['page', 'page', 'page']);
    expect(compute).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => {
      throw new Error('render failed');
    });
    await expect(cache.through('1', 'b', failing, 0)).rejects.toThrow('render failed');
    await expect(cache.through('1', 'b', failing, 0)).rejects.toThrow('render failed');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new SearchCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    const value = (v: string) => async () => v;
    await cache.through('1', 'a', value('A'));
    await cache.through('1', 'b', value('B'));
    await cache.through('1', 'a', value('A2')); // a used again: b is now the oldest
    await cache.through('1', 'c', value('C'));
    expect(cache.size).toBe(2);
    expect(await cache.through('1', 'a', value('A3'))).toBe('A');
    expect(await cache.through('1', 'b', value('B2'))).toBe('B2');
  });
});
