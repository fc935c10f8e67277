import { Migration } from '@mikro-orm/migrations';

/**
 * Resume uploads (entity Upload): one row per uploaded file, unused (application_id null) until an
 * application takes it; a deleted application leaves its upload unused, for the sweep to delete.
 * The 'Allowed file types' setting keeps only the types the server can check by their contents
 * (pdf, doc, docx); a list with none of them becomes the default.
 */
export class Migration20261124140000_uploads extends Migration {
  override name = 'Migration20261124140000_uploads';

  override up(): void {
    this.addSql(
      `create table "uploads" ("id" uuid not null, "original_name" varchar(255) not null, "size" int not null, "type" text not null, "storage_key" varchar(300) not null, "created_at" timestamptz not null default now(), "application_id" int null, constraint "uploads_pkey" primary key ("id"), constraint "uploads_type_check" check ("type" in ('pdf', 'doc', 'docx')));`,
    );
    this.addSql(`alter table "uploads" add constraint "uploads_application_id_unique" unique ("application_id");`);
    this.addSql(`create index "uploads_created_at_index" on "uploads" ("created_at");`);
    this.addSql(
      `alter table "uploads" add constraint "uploads_application_id_foreign" foreign key ("application_id") references "job_applications" ("id") on delete set null;`,
    );
    this.addSql(`
      update "site_settings" s set "allowed_file_types" = coalesce((
        select string_agg(kept.t, ',' order by kept.first)
        from (
          select x.t, min(u.ord) as first
          from unnest(string_to_array(s."allowed_file_types", ',')) with ordinality as u(raw, ord),
            lateral (select lower(regexp_replace(trim(u.raw), '^\\.', '')) as t) x
          where x.t in ('pdf', 'doc', 'docx')
          group by x.t
        ) kept
      ), 'pdf,doc,docx');`);
  }

  override down(): void {
    this.addSql(`drop table if exists "uploads" cascade;`);
  }
}
