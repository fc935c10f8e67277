import type { Pool, PoolClient } from 'pg';

/** How long a checked-out connection may stay broken before the pool takes its slot back. */
export const BROKEN_CLIENT_GRACE_MS = 10_000;

/**
 * Gives the pool back the slots of connections that broke while checked out and were never
 * returned. When PostgreSQL stops in the middle of a transaction, the query layer above `pg`
 * (Kysely, under MikroORM) can fail the commit or rollback and never release that connection; each
 * such connection kept a pool slot for good (after one restart under load, 9 of 10 slots were gone).
 * A connection that reported an error and is still out after BROKEN_CLIENT_GRACE_MS is released
 * with that error, which makes the pool drop it and open a fresh one when needed. A late release
 * by its holder is then ignored instead of throwing.
 */
export function guardPool(pool: Pool, graceMs = BROKEN_CLIENT_GRACE_MS): void {
  const checkedOut = new Set<PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('remove', (client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      const timer = setTimeout(() => {
        if (!checkedOut.has(client)) return;
        checkedOut.delete(client);
        const release = client.release;
        client.release = () => {};
        try {
          release(error);
        } catch {
          /* released meanwhile */
        }
      }, graceMs);
      timer.unref();
    });
  });
}
