import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  FREIGHT_TYPES,
  LEAD_STATUSES,
  SPAM_STATUS,
  STORAGE_DURATIONS,
  STORAGE_SIZES,
  STORAGE_TYPES,
  SUBSCRIPTION_STATUSES,
  TRANSPORT_SERVICE_TYPES,
  TRANSPORT_TIMELINES,
  WAREHOUSE_SERVICE_TYPES,
} from '@app/validators';
import { trigramSearchIndex } from './search-index.ts';

/** 'spam': caught by the public forms' spam trap (kept apart from the admin lists; restorable). */
const leadStatus = () =>
  p
    .enum([...LEAD_STATUSES, SPAM_STATUS])
    .default('new')
    .index();
/** Why the spam trap caught it ('honeypot', 'too fast', 'forged token'); null for a lead that passed. */
const spamReason = () => p.string().length(40).nullable();
const createdAt = () =>
  p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date())
    .index();

/** Storage requests defined by the data model (storage type, size and duration). */
export const WarehouseRequest = defineEntity({
  name: 'WarehouseRequest',
  tableName: 'warehouse_requests',
  properties: {
    id: p.integer().primary().autoincrement(),
    company: p.string().length(160),
    contactName: p.string().length(120),
    contactEmail: p.string().length(254),
    contactPhone: p.string().length(30),
    location: p.string().length(200),
    storageType: p.enum(STORAGE_TYPES),
    storageSize: p.enum(STORAGE_SIZES),
    duration: p.enum(STORAGE_DURATIONS),
    requirements: p.text().nullable(),
    status: leadStatus(),
    spamReason: spamReason(),
    createdAt: createdAt(),
  },
});

export const ContactMessage = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(120),
    email: p.string().length(254),
    phone: p.string().length(30).nullable(),
    subject: p.string().length(200),
    message: p.text(),
    company: p.string().length(160).nullable(),
    status: leadStatus(),
    spamReason: spamReason(),
    createdAt: createdAt(),
  },
  indexes: [trigramSearchIndex('contact_messages')],
});

export const TransportationQuote = defineEntity({
  name: 'TransportationQuote',
  tableName: 'transportation_quotes',
  properties: {
    id: p.integer().primary().autoincrement(),
    contactName: p.string().length(120),
    company: p.string().length(160),
    email: p.string().length(254),
    phone: p.string().length(30),
    serviceType: p.enum(TRANSPORT_SERVICE_TYPES),
    origin: p.string().length(200),
    destination: p.string().length(200),
    freightType: p.enum(FREIGHT_TYPES),
    weight: p.string().length(100).nullable(),
    timeline: p.enum(TRANSPORT_TIMELINES),
    specialRequirements: p.text().nullable(),
    status: leadStatus(),
    spamReason: spamReason(),
    createdAt: createdAt(),
  },
  indexes: [trigramSearchIndex('transportation_quotes')],
});

export const WarehouseQuote = defineEntity({
  name: 'WarehouseQuote',
  tableName: 'warehouse_quotes',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(120),
    company: p.string().length(160),
    email: p.string().length(254),
    phone: p.string().length(30).nullable(),
    serviceType: p.enum(WAREHOUSE_SERVICE_TYPES),
    storageNeeds: p.string().length(200).nullable(),
    message: p.text().nullable(),
    status: leadStatus(),
    spamReason: spamReason(),
    createdAt: createdAt(),
  },
  indexes: [trigramSearchIndex('warehouse_quotes')],
});

export const CarrierApplication = defineEntity({
  name: 'CarrierApplication',
  tableName: 'carrier_applications',
  properties: {
    id: p.integer().primary().autoincrement(),
    companyName: p.string().length(160).nullable(),
    contactName: p.string().length(120).nullable(),
    email: p.string().length(254).nullable(),
    phone: p.string().length(30).nullable(),
    fleetSize: p.string().length(60).nullable(),
    equipmentTypes: p.string().length(300).nullable(),
    serviceAreas: p.string().length(300).nullable(),
    message: p.text().nullable(),
    status: leadStatus(),
    spamReason: spamReason(),
    createdAt: createdAt(),
  },
  indexes: [trigramSearchIndex('carrier_applications')],
});

export const NewsletterSubscription = defineEntity({
  name: 'NewsletterSubscription',
  tableName: 'newsletter_subscriptions',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Stored lowercase so one address subscribes once. */
    email: p.string().length(254).unique(),
    source: p.string().length(60).nullable(),
    status: p
      .enum([...SUBSCRIPTION_STATUSES, SPAM_STATUS])
      .default('active')
      .index(),
    spamReason: spamReason(),
    createdAt: createdAt(),
  },
  indexes: [trigramSearchIndex('newsletter_subscriptions')],
});

export type IWarehouseRequest = InferEntity<typeof WarehouseRequest>;
export type IContactMessage = InferEntity<typeof ContactMessage>;
export type ITransportationQuote = InferEntity<typeof TransportationQuote>;
export type IWarehouseQuote = InferEntity<typeof WarehouseQuote>;
export type ICarrierApplication = InferEntity<typeof CarrierApplication>;
export type INewsletterSubscription = InferEntity<typeof NewsletterSubscription>;
