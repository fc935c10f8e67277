import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122192857_initial } from './Migration20261122192857_initial.ts';
import { Migration20261123132524_carrier_details_optional } from './Migration20261123132524_carrier_details_optional.ts';
import { Migration20261124020000_job_search } from './Migration20261124020000_job_search.ts';
import { Migration20261124030000_change_generations } from './Migration20261124030000_change_generations.ts';
import { Migration20261124040000_admin_search_indexes } from './Migration20261124040000_admin_search_indexes.ts';
import { Migration20261124100000_rate_counters } from './Migration20261124100000_rate_counters.ts';
import { Migration20261124110000_audit_log } from './Migration20261124110000_audit_log.ts';
import { Migration20261124120000_spam_trap } from './Migration20261124120000_spam_trap.ts';
import { Migration20261124130000_email_outbox } from './Migration20261124130000_email_outbox.ts';
import { Migration20261124160000_outbox_queue } from './Migration20261124160000_outbox_queue.ts';
import { Migration20261124170000_job_alerts } from './Migration20261124170000_job_alerts.ts';
import { Migration20261124180000_structured_pay } from './Migration20261124180000_structured_pay.ts';
import { Migration20261124190000_closed_jobs } from './Migration20261124190000_closed_jobs.ts';
import { Migration20261124140000_uploads } from './Migration20261124140000_uploads.ts';
import { Migration20261124150000_moderation } from './Migration20261124150000_moderation.ts';
import { Migration20261124200000_audit_retention } from './Migration20261124200000_audit_retention.ts';
import { Migration20261124210000_pay_filter_index } from './Migration20261124210000_pay_filter_index.ts';
import { Migration20261127083039_outbox_suppressed } from './Migration20261127083039_outbox_suppressed.ts';
import { Migration20261127084650_job_alert_link_version } from './Migration20261127084650_job_alert_link_version.ts';
import { Migration20261127120000_page_generation } from './Migration20261127120000_page_generation.ts';
import { Migration20261127150000_location_words } from './Migration20261127150000_location_words.ts';

/** Every committed migration, in order. `pnpm db:migration:create` appends to this list. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122192857_initial', class: Migration20261122192857_initial },
  { name: 'Migration20261123132524_carrier_details_optional', class: Migration20261123132524_carrier_details_optional },
  { name: 'Migration20261124020000_job_search', class: Migration20261124020000_job_search },
  { name: 'Migration20261124030000_change_generations', class: Migration20261124030000_change_generations },
  { name: 'Migration20261124040000_admin_search_indexes', class: Migration20261124040000_admin_search_indexes },
  { name: 'Migration20261124100000_rate_counters', class: Migration20261124100000_rate_counters },
  { name: 'Migration20261124110000_audit_log', class: Migration20261124110000_audit_log },
  { name: 'Migration20261124120000_spam_trap', class: Migration20261124120000_spam_trap },
  { name: 'Migration20261124130000_email_outbox', class: Migration20261124130000_email_outbox },
  { name: 'Migration20261124140000_uploads', class: Migration20261124140000_uploads },
  { name: 'Migration20261124150000_moderation', class: Migration20261124150000_moderation },
  { name: 'Migration20261124160000_outbox_queue', class: Migration20261124160000_outbox_queue },
  { name: 'Migration20261124170000_job_alerts', class: Migration20261124170000_job_alerts },
  { name: 'Migration20261124180000_structured_pay', class: Migration20261124180000_structured_pay },
  { name: 'Migration20261124190000_closed_jobs', class: Migration20261124190000_closed_jobs },
  { name: 'Migration20261124200000_audit_retention', class: Migration20261124200000_audit_retention },
  { name: 'Migration20261124210000_pay_filter_index', class: Migration20261124210000_pay_filter_index },
  { name: 'Migration20261127083039_outbox_suppressed', class: Migration20261127083039_outbox_suppressed },
  { name: 'Migration20261127084650_job_alert_link_version', class: Migration20261127084650_job_alert_link_version },
  { name: 'Migration20261127120000_page_generation', class: Migration20261127120000_page_generation },
  { name: 'Migration20261127150000_location_words', class: Migration20261127150000_location_words },
];
