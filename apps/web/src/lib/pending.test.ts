import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atLeast, withMinimumPending } from './pending';

describe('atLeast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds a fast answer until the minimum time has passed', async () => {
    const settled = vi.fn();
    void atLeast(Promise.resolve('ok'), 1500).then(settled);
    await vi.advanceTimersByTimeAsync(1499);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith('ok');
  });

  it('does not delay a slow answer further', async () => {
    const settled = vi.fn();
    const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 3000));
    void atLeast(slow, 1000).then(settled);
    await vi.advanceTimersByTimeAsync(3000);
    expect(settled).toHaveBeenCalledWith('late');
  });

  it('passes a failure on, also after the minimum time', async () => {
    const failed = vi.fn();
    void atLeast(Promise.reject(new Error('offline')), 1000).catch(failed);
    await vi.advanceTimersByTimeAsync(999);
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }));
  });
});

describe('withMinimumPending', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('wraps the mutation function and keeps the other options', async () => {
    const send = vi.fn(async (input: { email: string }) => ({ id: 7, email: input.email }));
    const onSuccess = vi.fn();
    const options = withMinimumPending({ mutationFn: send, onSuccess }, 1000);
    expect(options.onSuccess).toBe(onSuccess);
    const settled = vi.fn();
    void options.mutationFn!({ email: 'a@b.ca' }).then(settled);
    expect(send).toHaveBeenCalledWith({ email: 'a@b.ca' }, undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toHaveBeenCalledWith({ id: 7, email: 'a@b.ca' });
  });
});
