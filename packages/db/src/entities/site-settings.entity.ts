import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DEFAULT_COMPANY_SETTINGS as COMPANY } from '@app/shared/company';
import { DEFAULT_BACKUPS_KEPT } from '@app/shared/constants';
import { DEFAULT_RETENTION } from '@app/shared/privacy';
import { companyName, emailAddress, nowOnWrite, phoneNumber } from './columns.ts';

/** One row (id 1) of site-wide settings, created by the first migration with its defaults (company details: DEFAULT_COMPANY_SETTINGS). */
export const SiteSettings = defineEntity({
  name: 'SiteSettings',
  tableName: 'site_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    companyName: companyName().default(COMPANY.companyName),
    companyDescription: p.text().default(COMPANY.companyDescription),
    /** The description on the French pages ('' : they show the English one, marked as English). */
    companyDescriptionFr: p.text().default(''),
    contactEmail: emailAddress().default(COMPANY.contactEmail),
    contactPhone: phoneNumber().default(COMPANY.contactPhone),
    address: p.string().length(300).default(COMPANY.address),
    businessHours: p.string().length(200).default(COMPANY.businessHours),
    maintenanceMode: p.boolean().default(false),
    jobAutoApproval: p.boolean().default(false),
    notifyNewApplications: p.boolean().default(true),
    notifyNewJobPosts: p.boolean().default(true),
    notifyBlogComments: p.boolean().default(false),
    notifyWeeklySummary: p.boolean().default(true),
    notifyBrowser: p.boolean().default(true),
    applicationDeadlineDays: p.integer().default(30),
    maxFileSizeMb: p.integer().default(5),
    allowedFileTypes: p.string().length(200).default('pdf,doc,docx'),
    /** Nightly backups of the embedded database kept in DATA_DIR/backups (0: none are made). */
    backupsKept: p.integer().default(DEFAULT_BACKUPS_KEPT),
    /** Every staff user must sign in with two-factor; one without it is sent to set it up first. */
    requireMfa: p.boolean().default(false),
    // How long records are kept (Site Settings → Privacy; the daily retention sweep).
    retainApplicationsMonths: p.integer().default(DEFAULT_RETENTION.applicationsMonths),
    retainLeadsMonths: p.integer().default(DEFAULT_RETENTION.leadsMonths),
    retainSentMailDays: p.integer().default(DEFAULT_RETENTION.sentMailDays),
    retainUnconfirmedAlertDays: p.integer().default(DEFAULT_RETENTION.unconfirmedAlertDays),
    retainAuditLogMonths: p.integer().default(DEFAULT_RETENTION.auditLogMonths),
    /** Historical figures added to live counts so the public stats stay meaningful. */
    statsJobsBaseline: p.integer().default(710),
    statsEmployersBaseline: p.integer().default(480),
    statsHiredBaseline: p.integer().default(1480),
    /** Set when the demo content was written, so it is written once only. */
    demoContentSeededAt: p.datetime().nullable(),
    updatedAt: nowOnWrite(),
  },
});

export type ISiteSettings = InferEntity<typeof SiteSettings>;
