import { Migration } from '@mikro-orm/migrations';

/**
 * The secrets of mail links leave the outbox (issue 33, item 1): from now on a mail's text, HTML
 * and headers carry placeholders, and the secrets are kept sealed beside them (`sealed_secrets`,
 * under a key derived from SESSION_KEY) until the mail is sent or a day old
 * (`secrets_removed_at`). Mail written before holds its links in readable form: the token of
 * every link in it (`token=...`: invitation, password reset, confirmation, unsubscribe and export
 * links alike) is replaced now, except in mail still waiting to be sent (the worker sends it as it
 * is; the daily sweep removes its tokens a day later). Generated against a scratch database, then
 * trimmed to this change: the rest of the diff was the hand-written triggers, tables and indexes
 * the entities do not describe.
 */
export class Migration20261128225638_outbox_sealed_links extends Migration {
  override name = 'Migration20261128225638_outbox_sealed_links';

  override up(): void {
    this.addSql(`alter table "email_outbox" add "sealed_secrets" text null, add "secrets_removed_at" timestamptz null;`);
    // A token of the site's links is base64url, base 36 and dots (percent-escapes if encoded).
    const scrub = (column: string) => `regexp_replace(${column}, '(token=)[A-Za-z0-9._%~-]+', '\\1[removed]', 'g')`;
    this.addSql(
      `update "email_outbox" set "text_body" = ${scrub('"text_body"')}, "html_body" = ${scrub('"html_body"')},
              "headers" = ${scrub('"headers"::text')}::jsonb, "secrets_removed_at" = now()
        where ("status" <> 'pending' or "created_at" < now() - interval '3 days')
          and ("text_body" ~ 'token=[A-Za-z0-9._%~-]' or "html_body" ~ 'token=[A-Za-z0-9._%~-]' or "headers"::text ~ 'token=[A-Za-z0-9._%~-]');`,
    );
  }

  override down(): void {
    // The placeholders stay in the mail's text: the secrets are not brought back.
    this.addSql(`alter table "email_outbox" drop column "sealed_secrets", drop column "secrets_removed_at";`);
  }
}
