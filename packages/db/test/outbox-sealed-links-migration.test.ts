import { describe, expect, it } from 'vitest';
import { useTestDatabase } from './test-database.ts';

/**
 * The migration that takes mail links' secrets out of the outbox (issue 33, item 1), on a database
 * whose outbox holds mail written before: the tokens of the links in its text, HTML and headers
 * are replaced, except in mail still waiting to be sent (the worker sends it as it is; the daily
 * sweep removes its tokens a day later). Mail without a link is left as it was.
 */

const SEALED_LINKS = 'Migration20261128225638_outbox_sealed_links';
const BEFORE = 'Migration20261128040000_privacy';

const db = useTestDatabase((orm) => orm.migrator.up({ to: BEFORE }));

const sql = db.sql;

describe('the sealed links migration', () => {
  it('replaces the tokens of links in mail already stored, but not in mail still waiting to be sent', async () => {
    const invitation = 'https://site.example/admin/accept-invitation?token=Q2hhbmdlIG1lIHRvIGEgcmVhbCB0b2tlbiBwbGVhc2U.aGVsbG8td29ybGQtaGVsbG8t';
    const confirm = 'https://site.example/privacy/confirm?kind=access&email=a%40b.example&token=mx1abc.ZXhhbXBsZS1zdGFtcC1zaWduYXR1';
    /** A mail with `link` in its text (after `label`), its HTML and a header. */
    const insert = async (status: string, label: string, link: string, age: string) =>
      (
        await sql<{ id: number }>(
          `insert into email_outbox (kind, to_address, subject, text_body, html_body, headers, status, created_at)
           values ('x', 'a@b.example', 'S', ?, ?, ?, ?, now() - ?::interval) returning id`,
          [`${label}${link}`, `<a href="${link.replaceAll('&', '&amp;')}">link</a>`, JSON.stringify({ 'List-Unsubscribe': `<${link}>` }), status, age],
        )
      )[0]!.id;
    const sent = await insert('sent', 'Accept: ', invitation, '2 hours');
    const failed = await insert('failed', 'Confirm: ', confirm, '1 hour');
    const waiting = await insert('pending', 'Accept: ', invitation, '1 hour');
    const stale = await insert('pending', 'Accept: ', invitation, '4 days');
    const plain = await insert('sent', 'Thank you for your message.', '', '1 hour');

    await db.orm.migrator.up({ to: SEALED_LINKS });

    const row = async (id: number) =>
      (
        await sql<{ text_body: string; html_body: string; headers: Record<string, string>; secrets_removed_at: Date | null; sealed_secrets: string | null }>(
          'select text_body, html_body, headers, secrets_removed_at, sealed_secrets from email_outbox where id = ?',
          [id],
        )
      )[0]!;
    expect(await row(sent)).toMatchObject({
      text_body: 'Accept: https://site.example/admin/accept-invitation?token=[removed]',
      html_body: '<a href="https://site.example/admin/accept-invitation?token=[removed]">link</a>',
      headers: { 'List-Unsubscribe': '<https://site.example/admin/accept-invitation?token=[removed]>' },
      secrets_removed_at: expect.anything(),
      sealed_secrets: null,
    });
    expect((await row(failed)).text_body).toBe('Confirm: https://site.example/privacy/confirm?kind=access&email=a%40b.example&token=[removed]');
    expect((await row(stale)).text_body).toBe('Accept: https://site.example/admin/accept-invitation?token=[removed]');
    expect(await row(waiting)).toMatchObject({ text_body: `Accept: ${invitation}`, secrets_removed_at: null });
    expect(await row(plain)).toMatchObject({ text_body: 'Thank you for your message.', secrets_removed_at: null });
    // The HTML of the confirmation (its & escaped) loses its token too.
    expect((await row(failed)).html_body).toBe(
      '<a href="https://site.example/privacy/confirm?kind=access&amp;email=a%40b.example&amp;token=[removed]">link</a>',
    );
  });

  it('can be taken back down', async () => {
    await db.orm.migrator.down({ to: BEFORE });
    const columns = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'email_outbox' and column_name in ('sealed_secrets', 'secrets_removed_at')`,
    );
    expect(columns).toEqual([]);
    await db.orm.migrator.up();
  });
});
