import { Migration } from '@mikro-orm/migrations';

export class Migration20261122192857_initial extends Migration {
  override name = 'Migration20261122192857_initial';

  override up(): void | Promise<void> {
    // Trigram indexes serve the case-insensitive substring search of the job list.
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(
      `create table "admin_users" ("id" serial primary key, "username" varchar(100) not null, "password" varchar(255) not null, "created_at" timestamptz not null default now(), "last_login_at" timestamptz null);`,
    );
    this.addSql(`alter table "admin_users" add constraint "admin_users_username_unique" unique ("username");`);

    this.addSql(
      `create table "admin_sessions" ("id" varchar(64) not null, "admin_id" int not null, "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), "revoked_at" timestamptz null, "ip" varchar(64) null, "user_agent" varchar(300) null, primary key ("id"));`,
    );
    this.addSql(`create index "admin_sessions_admin_id_index" on "admin_sessions" ("admin_id");`);

    this.addSql(
      `create table "blog_posts" ("id" serial primary key, "slug" varchar(160) not null, "title" varchar(200) not null, "excerpt" text not null, "content" text not null, "image_url" varchar(2048) null, "category" varchar(60) not null default 'General', "author" varchar(120) not null default 'Editorial Team', "published" boolean not null default false, "published_at" timestamptz null default now(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "blog_posts" add constraint "blog_posts_slug_unique" unique ("slug");`);
    this.addSql(`create index "blog_posts_published_published_at_index" on "blog_posts" ("published", "published_at");`);

    this.addSql(
      `create table "carrier_applications" ("id" serial primary key, "company_name" varchar(160) not null, "contact_name" varchar(120) not null, "email" varchar(254) not null, "phone" varchar(30) not null, "fleet_size" varchar(60) null, "equipment_types" varchar(300) null, "service_areas" varchar(300) null, "message" text null, "status" text not null default 'new', "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "carrier_applications_status_index" on "carrier_applications" ("status");`);
    this.addSql(`create index "carrier_applications_created_at_index" on "carrier_applications" ("created_at");`);

    this.addSql(
      `create table "contact_messages" ("id" serial primary key, "name" varchar(120) not null, "email" varchar(254) not null, "phone" varchar(30) null, "subject" varchar(200) not null, "message" text not null, "company" varchar(160) null, "status" text not null default 'new', "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "contact_messages_status_index" on "contact_messages" ("status");`);
    this.addSql(`create index "contact_messages_created_at_index" on "contact_messages" ("created_at");`);

    this.addSql(
      `create table "jobs" ("id" serial primary key, "title" varchar(200) not null, "company" varchar(200) not null, "location" varchar(200) not null, "type" varchar(40) not null, "category" varchar(80) not null, "description" text not null, "requirements" text null, "salary" varchar(200) null, "featured" boolean not null default false, "status" text not null default 'pending', "contact_email" varchar(254) null, "contact_phone" varchar(30) null, "posted_at" timestamptz not null default now(), "expires_at" timestamptz null, "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "jobs_status_posted_at_index" on "jobs" ("status", "posted_at");`);
    this.addSql(`create index "jobs_featured_status_posted_at_index" on "jobs" ("featured", "status", "posted_at");`);
    this.addSql(`create index "jobs_type_lower_index" on "jobs" (lower("type"));`);
    this.addSql(`create index "jobs_category_lower_index" on "jobs" (lower("category"));`);
    this.addSql(
      `create index "jobs_search_trgm_index" on "jobs" using gin ("title" gin_trgm_ops, "company" gin_trgm_ops, "description" gin_trgm_ops, "location" gin_trgm_ops);`,
    );

    this.addSql(
      `create table "newsletter_subscriptions" ("id" serial primary key, "email" varchar(254) not null, "source" varchar(60) null, "status" text not null default 'active', "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "newsletter_subscriptions" add constraint "newsletter_subscriptions_email_unique" unique ("email");`);
    this.addSql(`create index "newsletter_subscriptions_status_index" on "newsletter_subscriptions" ("status");`);
    this.addSql(`create index "newsletter_subscriptions_created_at_index" on "newsletter_subscriptions" ("created_at");`);

    this.addSql(
      `create table "orders" ("id" serial primary key, "total" numeric(10,2) null, "customer_name" varchar(200) null, "customer_email" varchar(254) null, "shipping_address" text not null, "customer_phone" varchar(30) null, "status" text not null default 'pending', "created_at" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "products" ("id" serial primary key, "name" varchar(200) not null, "description" text null, "price" numeric(10,2) null, "category" varchar(80) not null, "image_url" varchar(2048) null, "stock" int not null default 0, "featured" boolean not null default false, "published" boolean not null default true, "created_at" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "order_items" ("id" serial primary key, "order_id" int not null, "product_id" int null, "quantity" int not null, "price" numeric(10,2) not null, "name" varchar(200) not null);`,
    );
    this.addSql(`create index "order_items_order_id_index" on "order_items" ("order_id");`);

    this.addSql(
      `create table "site_settings" ("id" int not null, "company_name" varchar(160) not null default 'Northline Workforce Solutions', "company_description" text not null default 'Staffing and recruitment, warehouse services and transportation for Ontario businesses since 2016.', "contact_email" varchar(254) not null default 'info@northlineworkforce.ca', "contact_phone" varchar(30) not null default '(905) 555-0148', "address" varchar(300) not null default '2250 Matheson Blvd E, Suite 400, Mississauga, ON L4W 5E1', "business_hours" varchar(200) not null default 'Monday - Friday: 9:00 AM - 5:00 PM; Saturday - Sunday: Closed', "maintenance_mode" boolean not null default false, "job_auto_approval" boolean not null default false, "notify_new_applications" boolean not null default true, "notify_new_job_posts" boolean not null default true, "notify_blog_comments" boolean not null default false, "notify_weekly_summary" boolean not null default true, "notify_browser" boolean not null default true, "application_deadline_days" int not null default 30, "max_file_size_mb" int not null default 5, "allowed_file_types" varchar(200) not null default 'pdf,doc,docx', "stats_jobs_baseline" int not null default 710, "stats_employers_baseline" int not null default 480, "stats_hired_baseline" int not null default 1480, "demo_content_seeded_at" timestamptz null, "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );

    this.addSql(
      `create table "testimonials" ("id" serial primary key, "name" varchar(120) not null, "company" varchar(160) null, "content" text not null, "position" varchar(160) null, "rating" int not null default 5, "image_url" varchar(2048) null, "featured" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "testimonials_featured_index" on "testimonials" ("featured");`);

    this.addSql(
      `create table "transportation_quotes" ("id" serial primary key, "contact_name" varchar(120) not null, "company" varchar(160) not null, "email" varchar(254) not null, "phone" varchar(30) not null, "service_type" text not null, "origin" varchar(200) not null, "destination" varchar(200) not null, "freight_type" text not null, "weight" varchar(100) null, "timeline" text not null, "special_requirements" text null, "status" text not null default 'new', "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "transportation_quotes_status_index" on "transportation_quotes" ("status");`);
    this.addSql(`create index "transportation_quotes_created_at_index" on "transportation_quotes" ("created_at");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "username" varchar(100) not null, "email" varchar(254) not null, "password" varchar(255) not null, "first_name" varchar(100) null, "last_name" varchar(100) null, "phone" varchar(30) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "job_applications" ("id" serial primary key, "job_id" int null, "user_id" int null, "job_title" varchar(200) null, "applicant_name" varchar(200) null, "applicant_email" varchar(254) null, "applicant_phone" varchar(30) null, "experience" text null, "cover_letter" text null, "resume" varchar(2048) null, "status" text not null default 'submitted', "applied_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "job_applications_job_id_index" on "job_applications" ("job_id");`);
    this.addSql(`create index "job_applications_status_index" on "job_applications" ("status");`);
    this.addSql(`create index "job_applications_applied_at_index" on "job_applications" ("applied_at");`);

    this.addSql(
      `create table "warehouse_quotes" ("id" serial primary key, "name" varchar(120) not null, "company" varchar(160) not null, "email" varchar(254) not null, "phone" varchar(30) null, "service_type" text not null, "storage_needs" varchar(200) null, "message" text null, "status" text not null default 'new', "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "warehouse_quotes_status_index" on "warehouse_quotes" ("status");`);
    this.addSql(`create index "warehouse_quotes_created_at_index" on "warehouse_quotes" ("created_at");`);

    this.addSql(
      `create table "warehouse_requests" ("id" serial primary key, "company" varchar(160) not null, "contact_name" varchar(120) not null, "contact_email" varchar(254) not null, "contact_phone" varchar(30) not null, "location" varchar(200) not null, "storage_type" text not null, "storage_size" text not null, "duration" text not null, "requirements" text null, "status" text not null default 'new', "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "warehouse_requests_status_index" on "warehouse_requests" ("status");`);
    this.addSql(`create index "warehouse_requests_created_at_index" on "warehouse_requests" ("created_at");`);

    this.addSql(
      `alter table "admin_sessions" add constraint "admin_sessions_admin_id_foreign" foreign key ("admin_id") references "admin_users" ("id") on delete cascade;`,
    );

    this.addSql(`alter table "carrier_applications" add constraint "carrier_applications_status_check" check ("status" in ('new', 'contacted', 'closed'));`);

    this.addSql(`alter table "contact_messages" add constraint "contact_messages_status_check" check ("status" in ('new', 'contacted', 'closed'));`);

    this.addSql(`alter table "jobs" add constraint "jobs_status_check" check ("status" in ('pending', 'approved', 'denied'));`);

    this.addSql(
      `alter table "newsletter_subscriptions" add constraint "newsletter_subscriptions_status_check" check ("status" in ('active', 'unsubscribed'));`,
    );

    this.addSql(`alter table "orders" add constraint "orders_status_check" check ("status" in ('pending', 'paid', 'fulfilled', 'cancelled'));`);

    this.addSql(`alter table "products" add constraint "products_stock_check" check (stock >= 0);`);

    this.addSql(
      `alter table "order_items" add constraint "order_items_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "order_items" add constraint "order_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete set null;`,
    );
    this.addSql(`alter table "order_items" add constraint "order_items_quantity_check" check (quantity >= 1);`);

    this.addSql(`alter table "testimonials" add constraint "testimonials_rating_check" check (rating between 1 and 5);`);

    this.addSql(
      `alter table "transportation_quotes" add constraint "transportation_quotes_service_type_check" check ("service_type" in ('ftl', 'ltl', 'expedited', 'last-mile', 'custom'));`,
    );
    this.addSql(
      `alter table "transportation_quotes" add constraint "transportation_quotes_freight_type_check" check ("freight_type" in ('general', 'refrigerated', 'hazmat', 'oversized', 'automotive', 'food'));`,
    );
    this.addSql(
      `alter table "transportation_quotes" add constraint "transportation_quotes_timeline_check" check ("timeline" in ('asap', '1-3-days', '1-week', '2-weeks', 'flexible'));`,
    );
    this.addSql(`alter table "transportation_quotes" add constraint "transportation_quotes_status_check" check ("status" in ('new', 'contacted', 'closed'));`);

    this.addSql(
      `alter table "job_applications" add constraint "job_applications_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "job_applications" add constraint "job_applications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "job_applications" add constraint "job_applications_status_check" check ("status" in ('submitted', 'under_review', 'accepted', 'rejected'));`,
    );

    this.addSql(
      `alter table "warehouse_quotes" add constraint "warehouse_quotes_service_type_check" check ("service_type" in ('storage', 'distribution', 'fulfillment', 'inventory', 'logistics', 'custom'));`,
    );
    this.addSql(`alter table "warehouse_quotes" add constraint "warehouse_quotes_status_check" check ("status" in ('new', 'contacted', 'closed'));`);

    this.addSql(
      `alter table "warehouse_requests" add constraint "warehouse_requests_storage_type_check" check ("storage_type" in ('dry', 'cold', 'hazardous'));`,
    );
    this.addSql(
      `alter table "warehouse_requests" add constraint "warehouse_requests_storage_size_check" check ("storage_size" in ('small', 'medium', 'large'));`,
    );
    this.addSql(`alter table "warehouse_requests" add constraint "warehouse_requests_duration_check" check ("duration" in ('short-term', 'long-term'));`);
    this.addSql(`alter table "warehouse_requests" add constraint "warehouse_requests_status_check" check ("status" in ('new', 'contacted', 'closed'));`);

    // The single row of site settings, holding the defaults declared on the columns.
    this.addSql(`insert into "site_settings" ("id") values (1) on conflict do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admin_sessions" drop constraint "admin_sessions_admin_id_foreign";`);
    this.addSql(`alter table "job_applications" drop constraint "job_applications_job_id_foreign";`);
    this.addSql(`alter table "order_items" drop constraint "order_items_order_id_foreign";`);
    this.addSql(`alter table "order_items" drop constraint "order_items_product_id_foreign";`);
    this.addSql(`alter table "job_applications" drop constraint "job_applications_user_id_foreign";`);

    this.addSql(`drop table if exists "admin_users" cascade;`);
    this.addSql(`drop table if exists "admin_sessions" cascade;`);
    this.addSql(`drop table if exists "blog_posts" cascade;`);
    this.addSql(`drop table if exists "carrier_applications" cascade;`);
    this.addSql(`drop table if exists "contact_messages" cascade;`);
    this.addSql(`drop table if exists "jobs" cascade;`);
    this.addSql(`drop table if exists "newsletter_subscriptions" cascade;`);
    this.addSql(`drop table if exists "orders" cascade;`);
    this.addSql(`drop table if exists "products" cascade;`);
    this.addSql(`drop table if exists "order_items" cascade;`);
    this.addSql(`drop table if exists "site_settings" cascade;`);
    this.addSql(`drop table if exists "testimonials" cascade;`);
    this.addSql(`drop table if exists "transportation_quotes" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "job_applications" cascade;`);
    this.addSql(`drop table if exists "warehouse_quotes" cascade;`);
    this.addSql(`drop table if exists "warehouse_requests" cascade;`);
  }
}
