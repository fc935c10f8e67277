/** Resolves or rejects like `work`, but never before `ms` milliseconds have passed. */
export async function atLeast<T>(work: Promise<T>, ms: number): Promise<T> {
  const floor = new Promise<void>((resolve) => setTimeout(resolve, ms));
  try {
    return await work;
  } finally {
    await floor;
  }
}

type MutationFn<TVars, TData> = (variables: TVars, context: never) => Promise<TData>;

/**
 * Keeps a form's sending state ('Sending Message...', 'Submitting...') on screen for at least
 * `ms` (section 9: 1500 ms for contact and transportation, 1000 ms for the join request), so a
 * fast answer does not flash past unread, while the request itself is real.
 */
export function withMinimumPending<TOptions extends { mutationFn?: MutationFn<never, unknown> }>(options: TOptions, ms: number): TOptions {
  const send = options.mutationFn;
  if (!send) return options;
  return { ...options, mutationFn: (variables: never, context: never) => atLeast(send(variables, context), ms) };
}

/** Section 9's submit times: contact and transportation 1500 ms, join network 1000 ms. */
export const MIN_PENDING_MS = { contact: 1500, transportation: 1500, joinNetwork: 1000 } as const;
