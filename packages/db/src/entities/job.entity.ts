import { defineEntity, p, type EventArgs, type InferEntity } from '@mikro-orm/core';
import { FullTextType } from '@mikro-orm/postgresql';
import { JOB_STATUSES } from '@app/shared/constants';
import { parseJobLocation } from '@app/shared/location';
import { mailboxOf } from '@app/shared/mailbox';
import { PAY_PERIODS, PAY_PERIODS_PER_YEAR, annualPay, parsePay, type PayPeriod } from '@app/shared/pay';
import { ontarioPostingChecks, type PostingCheckCode } from '@app/shared/posting-rules';
import { consentColumns, emailAddress, nowOnCreate, nowOnWrite, phoneNumber, recordLocale, serialId, spamReason, textLine } from './columns.ts';
import { jobLocationWordsSql, jobTitleCompanySql } from './search-index.ts';

/**
 * The words search matches, weighted: title (A); company, category, type and city (B);
 * description and requirements (C). The English text with the English configuration; the French
 * text with the French one, accents folded (job_unaccent, Migration20261129100000_job_french), so a
 * search asks both (job-search.ts).
 */
export const JOB_SEARCH_VECTOR_SQL =
  `setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || ` +
  `setweight(to_tsvector('english'::regconfig, coalesce("company", '') || ' ' || coalesce("category", '') || ' ' || coalesce("type", '') || ' ' || coalesce("city", '')), 'B') || ` +
  `setweight(to_tsvector('english'::regconfig, coalesce("description", '') || ' ' || coalesce("requirements", '')), 'C') || ` +
  `setweight(to_tsvector('french'::regconfig, job_unaccent(coalesce("title_fr", ''))), 'A') || ` +
  `setweight(to_tsvector('french'::regconfig, job_unaccent(coalesce("description_fr", '') || ' ' || coalesce("requirements_fr", ''))), 'C')`;

interface DerivedJobFields {
  location: string;
  salary?: string | null;
  description?: string;
  requirements?: string | null;
  city?: string | null;
  province?: string | null;
  remote?: boolean;
  payMin?: number | null;
  payMax?: number | null;
  payPeriod?: string | null;
  payAnnual?: number | null;
  existingVacancy?: boolean | null;
  aiScreening?: boolean | null;
  employerUnder25?: boolean;
  complianceIssues?: string[];
}

/**
 * Fields derived when a job is written: city, province and remote from the location; the pay
 * from the salary text unless the job has structured pay (given pay wins); the yearly
 * equivalent for sorting; and the open points of the Ontario posting rules.
 */
export function deriveJobFields(job: DerivedJobFields) {
  const place = parseJobLocation(job.location);
  job.city = place.city;
  job.province = place.province;
  job.remote = place.remote;
  const given = job.payMin != null || job.payMax != null;
  if (!given) {
    const pay = parsePay(job.salary);
    job.payMin = pay?.min ?? null;
    job.payMax = pay?.max ?? null;
    job.payPeriod = pay?.period ?? null;
  }
  const period = job.payPeriod as PayPeriod | null | undefined;
  const top = job.payMax ?? job.payMin;
  job.payAnnual =
    period && top != null
      ? job.payMax != null && job.payMin != null
        ? annualPay({ min: job.payMin, max: job.payMax, period })
        : top * PAY_PERIODS_PER_YEAR[period]
      : null;
  job.complianceIssues = ontarioPostingChecks({ ...job, payPeriod: period }).map((check) => check.code);
}

const derive = ({ entity }: EventArgs<DerivedJobFields>) => deriveJobFields(entity);

export const Job = defineEntity({
  name: 'Job',
  tableName: 'jobs',
  properties: {
    id: serialId(),
    title: textLine(),
    company: p.string().length(200),
    location: textLine(),
    type: p.string().length(40),
    category: p.string().length(80),
    description: p.text(),
    requirements: p.text().nullable(),
    // The French text beside the English one (@app/shared job-language.ts): optional, but a job in
    // Québec is approved only with its French title and description.
    titleFr: p.string().length(200).nullable(),
    descriptionFr: p.text().nullable(),
    requirementsFr: p.text().nullable(),
    /** The job requires English; in Québec it then says why (englishReason). */
    requiresEnglish: p.boolean().default(false),
    englishReason: p.text().nullable(),
    salary: p.string().length(200).nullable(),
    featured: p.boolean().default(false),
    status: p.enum(JOB_STATUSES).default('pending'),
    /** Why the spam trap caught the submission (status 'spam'); null otherwise. */
    spamReason: spamReason(),
    /** Why an admin denied the job (status 'denied'); approving or reopening clears it. */
    denialReason: p.text().nullable(),
    /** When an admin last approved or denied the job; reopening clears it. */
    moderatedAt: p.datetime().nullable(),
    contactEmail: emailAddress().nullable(),
    /**
     * The poster's mailbox: the contact email normalised as the mail cap compares them (see
     * mailboxOf). My postings (issue 38) finds an employer's jobs by it. Kept from contactEmail on
     * every insert and update through the ORM; the privacy erasure clears both in SQL.
     */
    // (The hooks' type asks for a string; null is what a nullable column takes without an address.)
    contactMailbox: emailAddress()
      .nullable()
      .index()
      .onCreate((job: { contactEmail?: string | null }) => mailboxOf(job.contactEmail) as string)
      .onUpdate((job: { contactEmail?: string | null }) => mailboxOf(job.contactEmail) as string),
    contactPhone: phoneNumber().nullable(),
    /** The poster's consent for their contact details (a public submission; null for jobs admins create). */
    ...consentColumns(),
    /** The language of the Post a Job page it was sent from: the poster's mails are written in it ('en' for jobs admins create). */
    locale: recordLocale(),
    postedAt: nowOnCreate(),
    expiresAt: p.datetime().nullable(),
    /** When an admin marked the job filled (it closed then: status 'expired'); null otherwise. */
    filledAt: p.datetime().nullable(),
    /** When the poster closed the job as cancelled on My postings (status 'expired'); null otherwise. */
    cancelledAt: p.datetime().nullable(),
    updatedAt: nowOnWrite(),
    // Derived on write from location and salary (see deriveJobFields).
    city: p.string().length(120).nullable(),
    province: p.string().length(2).nullable(),
    remote: p.boolean().default(false),
    /**
     * Where the job is, from its city and province and the places table (the most populous place
     * of that name in that province, or anywhere without one): set by a trigger on every write
     * (jobs_coordinates), so no writer can forget them; null for remote jobs and unknown places.
     * The ORM never sets them.
     */
    lat: p.double().nullable(),
    lon: p.double().nullable(),
    payMin: p.double().nullable(),
    payMax: p.double().nullable(),
    payPeriod: p.enum(PAY_PERIODS).nullable(),
    /** Yearly equivalent of the top of the range, for sorting by pay. */
    payAnnual: p.double().nullable(),
    /** ISO 4217 code of the pay. */
    currency: p.string().length(3).default('CAD'),
    // Ontario posting rules (see @app/shared posting-rules.ts): the poster's answers, and the
    // open points derived on write (codes of POSTING_CHECK_CODES).
    existingVacancy: p.boolean().nullable(),
    aiScreening: p.boolean().nullable(),
    employerUnder25: p.boolean().default(false),
    complianceIssues: p.array<PostingCheckCode>().default([]),
    // Computed by PostgreSQL; never written or read by the ORM.
    searchVector: p.type(FullTextType).nullable().generated(`(${JOB_SEARCH_VECTOR_SQL}) stored`).ignoreSchemaChanges('type', 'extra').lazy().hidden(),
  },
  hooks: { beforeCreate: [derive], beforeUpdate: [derive] },
  indexes: [
    {
      properties: ['status', 'postedAt'],
      name: 'jobs_status_posted_at_index',
      expression: 'create index "jobs_status_posted_at_index" on "jobs" ("status", "posted_at" desc, "id" desc)',
    },
    { properties: ['status', 'expiresAt'] },
    { name: 'jobs_type_lower_index', expression: 'create index "jobs_type_lower_index" on "jobs" (lower("type"))' },
    { name: 'jobs_category_lower_index', expression: 'create index "jobs_category_lower_index" on "jobs" (lower("category"))' },
    // The words and the title and company of the jobs of every other status (the admin list).
    {
      name: 'jobs_other_search_vector_index',
      expression: `create index "jobs_other_search_vector_index" on "jobs" using gin ("search_vector") where "status" <> 'approved'`,
    },
    {
      name: 'jobs_other_title_company_trgm_index',
      expression: `create index "jobs_other_title_company_trgm_index" on "jobs" using gin (${jobTitleCompanySql()} gin_trgm_ops) where "status" <> 'approved'`,
    },
    {
      name: 'jobs_featured_index',
      expression: `create index "jobs_featured_index" on "jobs" ("posted_at" desc, "id" desc) where "status" = 'approved' and "featured"`,
    },
    {
      name: 'jobs_pay_annual_index',
      expression: `create index "jobs_pay_annual_index" on "jobs" ("pay_annual" desc nulls last, "posted_at" desc, "id" desc) where "status" = 'approved'`,
    },
    // The public search's indexes hold the approved jobs only: closed jobs cost it nothing (issue 36).
    {
      name: 'jobs_open_city_index',
      expression: `create index "jobs_open_city_index" on "jobs" (lower("city") text_pattern_ops, "province") where "status" = 'approved'`,
    },
    { properties: ['province'] },
    {
      name: 'jobs_remote_index',
      expression: `create index "jobs_remote_index" on "jobs" ("posted_at" desc, "id" desc) where "status" = 'approved' and "remote"`,
    },
    {
      name: 'jobs_open_earth_index',
      // job_earth: ll_to_earth with a fixed search_path, so pg_restore can rebuild it (see the places migration).
      expression: `create index "jobs_open_earth_index" on "jobs" using gist (job_earth("lat", "lon")) where "lat" is not null and "status" = 'approved'`,
    },
    {
      name: 'jobs_open_search_vector_index',
      expression: `create index "jobs_open_search_vector_index" on "jobs" using gin ("search_vector") where "status" = 'approved'`,
    },
    {
      name: 'jobs_open_title_company_trgm_index',
      expression: `create index "jobs_open_title_company_trgm_index" on "jobs" using gin (${jobTitleCompanySql()} gin_trgm_ops) where "status" = 'approved'`,
    },
    {
      name: 'jobs_open_location_words_index',
      expression: `create index "jobs_open_location_words_index" on "jobs" using gin ((${jobLocationWordsSql()})) where "status" = 'approved'`,
    },
    {
      name: 'jobs_open_id_index',
      // The sitemap files: the open jobs in id order, with what the published rule and lastmod read.
      // `id > 0`: only statements that say so (the sitemap's) can use it (the sitemap index migration).
      expression: `create index "jobs_open_id_index" on "jobs" ("id") include ("expires_at", "posted_at", "updated_at") where "status" = 'approved' and "id" > 0`,
    },
    {
      name: 'jobs_listed_posted_at_index',
      // The admin list of every status but spam, newest first.
      expression: `create index "jobs_listed_posted_at_index" on "jobs" ("posted_at" desc, "id" desc) where "status" <> 'spam'`,
    },
  ],
});

export type IJob = InferEntity<typeof Job>;
