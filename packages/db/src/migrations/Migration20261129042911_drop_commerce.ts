import { Migration } from '@mikro-orm/migrations';

/**
 * The commerce part of the first data model (products, orders and their items, warehouse storage
 * requests) never had a screen, a procedure or a REST path, and nothing wrote to it (issue 34,
 * item 5): its tables go. Generated against a scratch database, then trimmed to this change (the rest
 * of the diff was the hand-written triggers, tables and indexes the entities do not describe); down()
 * puts the tables back as the earlier migrations left them, empty.
 */
export class Migration20261129042911_drop_commerce extends Migration {
  override name = 'Migration20261129042911_drop_commerce';

  override up(): void {
    this.addSql(`drop table if exists "order_items";`);
    this.addSql(`drop table if exists "orders";`);
    this.addSql(`drop table if exists "products";`);
    this.addSql(`drop table if exists "warehouse_requests";`);
  }

  override down(): void {
    this.addSql(
      `create table "products" ("id" serial primary key, "name" varchar(200) not null, "description" text null, "price" numeric(10,2) null, "category" varchar(80) not null, "image_url" varchar(2048) null, "stock" int not null default 0, "featured" boolean not null default false, "published" boolean not null default true, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "products" add constraint "products_stock_check" check (stock >= 0);`);
    this.addSql(
      `create table "orders" ("id" serial primary key, "total" numeric(10,2) null, "customer_name" varchar(200) null, "customer_email" varchar(254) null, "shipping_address" text not null, "customer_phone" varchar(30) null, "status" text not null default 'pending', "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "orders" add constraint "orders_status_check" check ("status" in ('pending', 'paid', 'fulfilled', 'cancelled'));`);
    this.addSql(
      `create table "order_items" ("id" serial primary key, "order_id" int not null, "product_id" int null, "quantity" int not null, "price" numeric(10,2) not null, "name" varchar(200) not null);`,
    );
    this.addSql(`create index "order_items_order_id_index" on "order_items" ("order_id");`);
    this.addSql(
      `alter table "order_items" add constraint "order_items_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "order_items" add constraint "order_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete set null;`,
    );
    this.addSql(`alter table "order_items" add constraint "order_items_quantity_check" check (quantity >= 1);`);
    this.addSql(
      `create table "warehouse_requests" ("id" serial primary key, "company" varchar(160) not null, "contact_name" varchar(120) not null, "contact_email" varchar(254) not null, "contact_phone" varchar(30) not null, "location" varchar(200) not null, "storage_type" text not null, "storage_size" text not null, "duration" text not null, "requirements" text null, "status" text not null default 'new', "created_at" timestamptz not null default now(), "spam_reason" varchar(40) null);`,
    );
    this.addSql(`create index "warehouse_requests_status_index" on "warehouse_requests" ("status");`);
    this.addSql(`create index "warehouse_requests_created_at_index" on "warehouse_requests" ("created_at");`);
    this.addSql(
      `alter table "warehouse_requests" add constraint "warehouse_requests_storage_type_check" check ("storage_type" in ('dry', 'cold', 'hazardous'));`,
    );
    this.addSql(
      `alter table "warehouse_requests" add constraint "warehouse_requests_storage_size_check" check ("storage_size" in ('small', 'medium', 'large'));`,
    );
    this.addSql(`alter table "warehouse_requests" add constraint "warehouse_requests_duration_check" check ("duration" in ('short-term', 'long-term'));`);
    this.addSql(
      `alter table "warehouse_requests" add constraint "warehouse_requests_status_check" check ("status" in ('new', 'contacted', 'closed', 'spam'));`,
    );
  }
}
