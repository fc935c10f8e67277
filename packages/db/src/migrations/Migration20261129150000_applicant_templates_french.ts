import { Migration } from '@mikro-orm/migrations';

/** A text as an SQL string literal. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The French wording of the mail recruiters send applicants, as the code held it until this
 * migration (APPLICANT_EMAIL_TEMPLATES_FR of @app/shared, issue 35, item 5). Frozen here as the
 * migration wrote it: later wording is an owner's edit in Settings.
 */
const TEMPLATES_FR: [key: string, subject: string, body: string][] = [
  [
    'interview_invitation',
    'Invitation à une entrevue : {{jobTitle}}',
    [
      'Bonjour {{name}},',
      'Merci d’avoir postulé à l’emploi « {{jobTitle}} » chez {{company}}. Votre candidature a retenu notre attention et nous aimerions vous inviter à une entrevue.',
      'Veuillez répondre à ce courriel en nous indiquant quelques jours et heures qui vous conviennent au cours de la prochaine semaine, ainsi qu’un numéro de téléphone où nous pouvons vous joindre.',
      'Au plaisir de discuter avec vous.',
    ].join('\n\n'),
  ],
  [
    'not_selected',
    'Votre candidature à l’emploi « {{jobTitle}} »',
    [
      'Bonjour {{name}},',
      'Merci de l’intérêt que vous portez à l’emploi « {{jobTitle}} » et du temps que vous avez pris pour postuler chez {{company}}. Après un examen attentif, nous avons décidé de ne pas donner suite à votre candidature pour ce poste.',
      'De nouveaux emplois sont affichés chaque semaine, et nous vous invitons à postuler à ceux qui correspondent à votre expérience.',
      'Nous vous souhaitons bonne chance dans vos recherches.',
    ].join('\n\n'),
  ],
  [
    'request_for_documents',
    'Documents requis pour votre candidature : {{jobTitle}}',
    [
      'Bonjour {{name}},',
      'Merci d’avoir postulé à l’emploi « {{jobTitle}} » chez {{company}}. Pour faire avancer votre candidature, nous avons besoin de quelques documents :',
      '- un CV à jour\n- une preuve que vous êtes autorisé à travailler au Canada\n- tout permis ou certificat exigé pour l’emploi (par exemple un permis de cariste ou une formation SIMDUT)',
      'Veuillez répondre à ce courriel en y joignant les documents, ou écrivez-nous si vous avez des questions.',
    ].join('\n\n'),
  ],
];

/**
 * The French applicant mail templates become editable (issue 35, items 5 and 6): each row of
 * `applicant_email_templates` gets `subject_fr` and `body_fr` beside its English subject and body,
 * filled with the French wording the code held until now, so a French mail reads exactly as before
 * until an owner edits it in Settings. The English columns and `updated_at` are left as they are.
 * The columns are added nullable, filled, then made not null (the table holds at most the three rows
 * its check constraint allows).
 */
export class Migration20261129150000_applicant_templates_french extends Migration {
  override name = 'Migration20261129150000_applicant_templates_french';

  override up(): void {
    this.addSql(`alter table "applicant_email_templates" add "subject_fr" varchar(200) null, add "body_fr" text null;`);
    this.addSql(
      `update "applicant_email_templates" as t set "subject_fr" = v."subject", "body_fr" = v."body" from (values ${TEMPLATES_FR.map(
        ([key, subject, body]) => `(${literal(key)}, ${literal(subject)}, ${literal(body)})`,
      ).join(', ')}) as v ("key", "subject", "body") where t."key" = v."key";`,
    );
    this.addSql(`alter table "applicant_email_templates" alter column "subject_fr" set not null, alter column "body_fr" set not null;`);
  }

  override down(): void {
    this.addSql(`alter table "applicant_email_templates" drop column "subject_fr", drop column "body_fr";`);
  }
}
