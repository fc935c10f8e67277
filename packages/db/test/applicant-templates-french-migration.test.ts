import { describe, expect, it } from 'vitest';
import { useTestDatabase } from './test-database.ts';

/**
 * The applicant_templates_french migration (issue 35, items 5 and 6), on a database whose owner
 * has already edited an English template: every template gets its French subject and body, the
 * wording the code held until then, and the English ones (and when they were edited) stay as they
 * were; down() takes the French columns away again.
 */

const BEFORE = 'Migration20261129140000_blog_french';
const FRENCH = 'Migration20261129150000_applicant_templates_french';

const db = useTestDatabase((orm) => orm.migrator.up({ to: BEFORE }));
const sql = db.sql;

const frenchColumns = () =>
  sql<{ column: string; type: string; nullable: string; length: number | null }>(
    `select column_name as "column", data_type as type, is_nullable as nullable, character_maximum_length as length
       from information_schema.columns where table_name = 'applicant_email_templates' and column_name like '%\\_fr' order by column_name`,
  );

describe('the applicant_templates_french migration', () => {
  it("writes each template's French wording beside its English one, which it leaves as the owner edited it; down() undoes it", async () => {
    expect(await frenchColumns()).toEqual([]);
    const edited = new Date('2026-11-20T12:00:00Z');
    await sql(`update applicant_email_templates set subject = 'Let us meet about {{jobTitle}}', updated_at = ? where key = 'interview_invitation'`, [edited]);
    const english = await sql<{ key: string; subject: string; body: string; updated_at: Date }>(
      `select key, subject, body, updated_at from applicant_email_templates order by key`,
    );

    await db.orm.migrator.up({ to: FRENCH });

    expect(await frenchColumns()).toEqual([
      { column: 'body_fr', type: 'text', nullable: 'NO', length: null },
      { column: 'subject_fr', type: 'character varying', nullable: 'NO', length: 200 },
    ]);
    const rows = await sql<{ key: string; subject: string; body: string; updated_at: Date; subject_fr: string; body_fr: string }>(
      `select key, subject, body, updated_at, subject_fr, body_fr from applicant_email_templates order by key`,
    );
    // English untouched, the owner's edit and its date included.
    expect(rows.map(({ key, subject, body, updated_at }) => ({ key, subject, body, updated_at }))).toEqual(english);
    expect(rows.find((r) => r.key === 'interview_invitation')!.subject).toBe('Let us meet about {{jobTitle}}');
    expect(rows.map((r) => [r.key, r.subject_fr])).toEqual([
      ['interview_invitation', 'Invitation à une entrevue : {{jobTitle}}'],
      ['not_selected', 'Votre candidature à l’emploi « {{jobTitle}} »'],
      ['request_for_documents', 'Documents requis pour votre candidature : {{jobTitle}}'],
    ]);
    for (const row of rows) {
      expect(row.body_fr).toMatch(/^Bonjour \{\{name\}\},\n\n/);
      expect(row.body_fr).toContain('{{jobTitle}}');
      expect(row.body_fr).toContain('{{company}}');
    }
    expect(rows.find((r) => r.key === 'request_for_documents')!.body_fr).toContain(
      '- un CV à jour\n- une preuve que vous êtes autorisé à travailler au Canada\n',
    );

    await db.orm.migrator.down({ to: BEFORE });
    expect(await frenchColumns()).toEqual([]);
    expect(await sql(`select key, subject, body, updated_at from applicant_email_templates order by key`)).toEqual(english);
    await db.orm.migrator.up();
  });
});
