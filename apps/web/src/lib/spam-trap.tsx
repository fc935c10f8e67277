import { m } from './i18n';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { SpamTrapFields } from '@app/shared/schemas/inputs';
import { trpc } from './trpc';

/**
 * Margin over the server's minimum fill time. Counted from the token's arrival (after the server
 * issued it), so only clock drift between instances needs it.
 */
const MARGIN_MS = 200;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface SpamTrap {
  /** The honeypot: a field people never see or reach; form-filling bots fill it. Render it inside the form. */
  honeypot: React.ReactNode;
  /** True once the form's token has arrived. */
  ready: boolean;
  /**
   * The form's values with the trap fields added. When the form is sent sooner than a person
   * could fill it (a browser autofill, a test robot), it first waits out the rest of the minimum
   * fill time, so a person's submission is never judged a bot's.
   */
  stamp<T extends object>(values: T): Promise<T & SpamTrapFields>;
}

/**
 * Spam protection that costs a person nothing (see the server's form-guard): a signed token of
 * the time the form was shown, fetched when the form mounts, and a hidden honeypot field.
 * Without a token (offline, the fetch failed) the form is still sent: the honeypot alone judges.
 */
export function useSpamTrap({ enabled = true }: { enabled?: boolean } = {}): SpamTrap {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const token = useQuery({
    ...trpc.form.token.queryOptions(),
    // A fresh token for every form shown; never shared between forms or kept.
    staleTime: 0,
    gcTime: 0,
    // A form inside a dialog asks for its token when the dialog opens.
    enabled,
    select: (data) => ({ ...data, receivedAt: Date.now() }),
  });
  const data = token.data;

  const stamp = useCallback(
    async <T extends object>(values: T): Promise<T & SpamTrapFields> => {
      const website = honeypotRef.current?.value ?? '';
      if (!data) return { ...values, website };
      const ready = data.receivedAt + data.minFillMs + MARGIN_MS;
      if (Date.now() < ready) await wait(ready - Date.now());
      return { ...values, website, formToken: data.token };
    },
    [data],
  );

  const honeypot = (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        {m.spam_trap_label()}
        <input ref={honeypotRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );

  return { honeypot, ready: data !== undefined, stamp };
}

type MutationFn<TVars, TData> = (variables: TVars, context: never) => Promise<TData>;

/** Mutation options whose request carries the form's spam-trap fields (see useSpamTrap). */
export function withSpamTrap<TOptions extends { mutationFn?: MutationFn<never, unknown> }>(options: TOptions, trap: SpamTrap): TOptions {
  const send = options.mutationFn;
  if (!send) return options;
  return { ...options, mutationFn: async (variables: never, context: never) => send((await trap.stamp(variables as object)) as never, context) };
}
