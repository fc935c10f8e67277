import {
  ADMIN_SEARCH_FIELDS,
  type EntityManager,
  type EntityName,
  type FilterQuery,
  CarrierApplication,
  ContactMessage,
  NewsletterSubscription,
  TransportationQuote,
  WarehouseQuote,
} from '@app/db';
import { LEAD_KINDS, LEAD_STATUSES, SPAM_STATUS, SUBSCRIPTION_STATUSES, type LeadKind } from '@app/shared/constants';
import { pageOffset } from '@app/shared/page-math';
import type { LeadBatch, LeadCounts, LeadDto, LeadPage } from '@app/shared/schemas/dtos';
import { readRowCounts } from '../../infra/counters.ts';
import { consentDto } from '../../dto.ts';
import { likePattern } from '../../infra/sql.ts';
import type { LeadNotice } from '../mail/notifications.ts';
import type { AcknowledgedLead } from '../mail/mail-texts.ts';

export type LeadRow = Record<string, unknown> & { id: number; status: string; createdAt: Date };
type Row = LeadRow;

export interface LeadKindSpec {
  entity: EntityName<any>;
  /** Its table, as row_counts names it. */
  table: string;
  /** The status of a lead still to handle (an active subscription for the newsletter). */
  openStatus: string;
  /** Fields matched by the admin search box (its table's trigram index holds them). */
  searchFields: readonly string[];
  /** Labelled fields in form order, for the detail view and the CSV export. */
  fields: [key: string, label: string][];
  statuses: readonly string[];
  /** How the admins' mail names a new one ('Contact message'), and which acknowledgement its sender gets (its words name the kind in the sender's language; none: no acknowledgement). */
  notice: { label: string; acknowledgeAs: AcknowledgedLead | null };
  toSummary(row: Row): { name: string; email: string | null; company: string | null; summary: string };
}

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The five kinds of lead, each stored in its own table by its public form. */
export const LEAD_KIND_SPECS: Record<LeadKind, LeadKindSpec> = {
  contact: {
    entity: ContactMessage,
    table: 'contact_messages',
    openStatus: 'new',
    searchFields: ADMIN_SEARCH_FIELDS.contact_messages,
    fields: [
      ['name', 'Name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['company', 'Company'],
      ['subject', 'Subject'],
      ['message', 'Message'],
    ],
    statuses: LEAD_STATUSES,
    notice: { label: 'Contact message', acknowledgeAs: 'contact' },
    toSummary: (r) => ({ name: String(r.name), email: String(r.email), company: str(r.company), summary: String(r.subject) }),
  },
  transportation: {
    entity: TransportationQuote,
    table: 'transportation_quotes',
    openStatus: 'new',
    searchFields: ADMIN_SEARCH_FIELDS.transportation_quotes,
    fields: [
      ['contactName', 'Contact name'],
      ['company', 'Company'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['serviceType', 'Service type'],
      ['origin', 'Origin'],
      ['destination', 'Destination'],
      ['freightType', 'Freight type'],
      ['weight', 'Weight'],
      ['timeline', 'Timeline'],
      ['specialRequirements', 'Special requirements'],
    ],
    statuses: LEAD_STATUSES,
    notice: { label: 'Transportation quote request', acknowledgeAs: 'transportation' },
    toSummary: (r) => ({
      name: String(r.contactName),
      email: String(r.email),
      company: str(r.company),
      summary: `${String(r.serviceType).toUpperCase()} ${r.origin} → ${r.destination} (${r.freightType}, ${r.timeline})`,
    }),
  },
  warehouse: {
    entity: WarehouseQuote,
    table: 'warehouse_quotes',
    openStatus: 'new',
    searchFields: ADMIN_SEARCH_FIELDS.warehouse_quotes,
    fields: [
      ['name', 'Name'],
      ['company', 'Company'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['serviceType', 'Service type'],
      ['storageNeeds', 'Storage needs (sq ft)'],
      ['message', 'Message'],
    ],
    statuses: LEAD_STATUSES,
    notice: { label: 'Warehouse quote request', acknowledgeAs: 'warehouse' },
    toSummary: (r) => ({
      name: String(r.name),
      email: String(r.email),
      company: str(r.company),
      summary: `${r.serviceType}${r.storageNeeds ? `, ${r.storageNeeds} sq ft` : ''}`,
    }),
  },
  carrier: {
    entity: CarrierApplication,
    table: 'carrier_applications',
    openStatus: 'new',
    searchFields: ADMIN_SEARCH_FIELDS.carrier_applications,
    fields: [
      ['companyName', 'Company'],
      ['contactName', 'Contact name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['fleetSize', 'Fleet size'],
      ['equipmentTypes', 'Equipment'],
      ['serviceAreas', 'Service areas'],
      ['message', 'Message'],
    ],
    statuses: LEAD_STATUSES,
    notice: { label: 'Carrier request', acknowledgeAs: null },
    toSummary: (r) => ({
      name: str(r.contactName) ?? str(r.companyName) ?? 'Carrier (no name given)',
      email: str(r.email),
      company: str(r.companyName),
      summary: [r.fleetSize && `Fleet: ${r.fleetSize}`, r.equipmentTypes, r.serviceAreas].filter(Boolean).join(' · ') || 'Carrier application',
    }),
  },
  newsletter: {
    entity: NewsletterSubscription,
    table: 'newsletter_subscriptions',
    openStatus: 'active',
    searchFields: ADMIN_SEARCH_FIELDS.newsletter_subscriptions,
    fields: [
      ['email', 'Email'],
      ['source', 'Signed up from'],
    ],
    statuses: SUBSCRIPTION_STATUSES,
    notice: { label: 'Newsletter subscriber', acknowledgeAs: null },
    toSummary: (r) => ({ name: String(r.email), email: String(r.email), company: null, summary: `Newsletter subscriber${r.source ? ` (${r.source})` : ''}` }),
  },
};

export function toLeadDto(kind: LeadKind, row: Row): LeadDto {
  const spec = LEAD_KIND_SPECS[kind];
  return {
    id: row.id,
    kind,
    status: row.status as LeadDto['status'],
    spamReason: str(row.spamReason),
    createdAt: row.createdAt.toISOString(),
    locale: row.locale === 'fr' ? 'fr' : 'en',
    ...spec.toSummary(row),
    fields: spec.fields.map(([key, label]) => ({ label, value: str(row[key]) })),
    ...consentDto(row as { consent?: string | null; consentedAt?: Date | null; policyVersion?: string | null }),
  };
}

export interface LeadFilter {
  kind: LeadKind;
  /** Part of any of the kind's search fields, any case. */
  search?: string;
  /** 'all' or one of the kind's statuses (checked by the input schema). */
  status: string;
}

const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as Record<string, 'desc'>;

function leadWhere({ kind, search, status }: LeadFilter): FilterQuery<any>[] {
  const spec = LEAD_KIND_SPECS[kind];
  const conditions: FilterQuery<any>[] = [];
  if (search) {
    const pattern = likePattern(search);
    conditions.push({ $or: spec.searchFields.map((f) => ({ [f]: { $ilike: pattern } })) });
  }
  // 'all' is every lead but the spam the trap caught (listed under its own status).
  conditions.push({ status: status === 'all' ? { $ne: SPAM_STATUS } : status });
  return conditions;
}

const allOf = (conditions: FilterQuery<any>[]): FilterQuery<any> => (conditions.length ? { $and: conditions } : {});

/**
 * One page of one kind of lead, newest first. Without a search the total comes from the
 * trigger-kept counters; only a search counts its matches.
 */
export async function leadPage(em: EntityManager, input: LeadFilter & { page: number; limit: number }): Promise<LeadPage> {
  const spec = LEAD_KIND_SPECS[input.kind];
  const where = allOf(leadWhere(input));
  const [rows, total] = await Promise.all([
    em.find(spec.entity, where, { orderBy: NEWEST_FIRST, limit: input.limit, offset: pageOffset(input) }),
    input.search
      ? em.count(spec.entity, where)
      : readRowCounts(em, [spec.table]).then((c) =>
          input.status === 'all' ? c.get(spec.table) - c.get(spec.table, SPAM_STATUS) : c.get(spec.table, input.status),
        ),
  ]);
  return { items: rows.map((r) => toLeadDto(input.kind, r as Row)), total, page: input.page, limit: input.limit };
}

/**
 * A batch of a lead CSV export: leads matching the filter with an id below `after`, highest id
 * first (keyset paging on the primary key), read without the identity map.
 */
export async function leadBatch(em: EntityManager, input: LeadFilter & { after?: number; limit: number }): Promise<LeadBatch> {
  const spec = LEAD_KIND_SPECS[input.kind];
  const conditions = leadWhere(input);
  if (input.after !== undefined) conditions.push({ id: { $lt: input.after } });
  const rows = (await em.find(spec.entity, allOf(conditions), {
    orderBy: { id: 'desc' } as Record<string, 'desc'>,
    limit: input.limit,
    disableIdentityMap: true,
  })) as Row[];
  return { items: rows.map((r) => toLeadDto(input.kind, r)), next: rows.length === input.limit ? rows[rows.length - 1]!.id : null };
}

/** Leads still to handle per kind ('new'; active subscribers for the newsletter), from row_counts. */
export async function leadCounts(em: EntityManager): Promise<LeadCounts> {
  const counts = await readRowCounts(
    em,
    LEAD_KINDS.map((kind) => LEAD_KIND_SPECS[kind].table),
  );
  return Object.fromEntries(LEAD_KINDS.map((kind) => [kind, counts.get(LEAD_KIND_SPECS[kind].table, LEAD_KIND_SPECS[kind].openStatus)])) as LeadCounts;
}

/** What the admins' mail about a new lead says, from the kind's labelled fields. */
export function leadNotice(kind: LeadKind, row: Row): LeadNotice {
  const spec = LEAD_KIND_SPECS[kind];
  const summary = spec.toSummary(row);
  return {
    id: row.id,
    kindLabel: spec.notice.label,
    acknowledgeAs: spec.notice.acknowledgeAs,
    facts: spec.fields.map(([key, label]) => [label, str(row[key])]),
    adminPath: `/admin/leads?kind=${kind}`,
    name: summary.name,
    email: summary.email,
    locale: row.locale === 'fr' ? 'fr' : 'en',
  };
}
