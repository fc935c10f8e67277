import { readRows } from '@app/db/testing';
import { openMail, outboxKeyFromSessionKey, type StoredMail } from '@app/trpc/mail-seal';

/**
 * The e2e servers send no mail (no SMTP_URL): a test reads a mail from its worker's outbox, as the
 * mail worker would send it. The outbox keeps placeholders where the secrets of a mail's links go
 * (sealed beside them under a key derived from SESSION_KEY); this run's SESSION_KEY (every e2e
 * server has it) opens them and puts them back, with the worker's own code.
 */

/** A mail to one address, as it would be sent. */
export interface OutboxMail {
  kind: string;
  subject: string;
  status: string;
  text: string;
}

interface Row {
  kind: string;
  to_address: string;
  subject: string;
  status: string;
  text_body: string;
  sealed_secrets: string | null;
  secrets_removed_at: Date | null;
}

/** The mails to `email` (any case) in the database at `databaseUrl`, newest first. */
export async function outboxMailsTo(databaseUrl: string, email: string): Promise<OutboxMail[]> {
  const sessionKey = process.env.E2E_SESSION_KEY;
  if (!sessionKey) throw new Error('E2E_SESSION_KEY is set by e2e/support/global-setup.ts');
  const key = outboxKeyFromSessionKey(Buffer.from(sessionKey, 'hex'));
  const rows = await readRows<Row>(
    databaseUrl,
    `select kind, to_address, subject, status, text_body, sealed_secrets, secrets_removed_at from email_outbox where lower(to_address) = lower($1) order by id desc`,
    [email],
  );
  return rows.map((row) => {
    const stored: StoredMail = {
      kind: row.kind,
      toAddress: row.to_address,
      textBody: row.text_body,
      sealedSecrets: row.sealed_secrets,
      secretsRemovedAt: row.secrets_removed_at,
    };
    const mail = openMail(stored, key);
    // A mail that would not be sent (its link's secret gone) is read as it is stored.
    return { kind: row.kind, subject: row.subject, status: row.status, text: mail.ok ? mail.text : row.text_body };
  });
}
