import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  FREIGHT_TYPES,
  LEAD_STATUSES,
  SPAM_STATUS,
  SUBSCRIPTION_STATUSES,
  TRANSPORT_SERVICE_TYPES,
  TRANSPORT_TIMELINES,
  WAREHOUSE_SERVICE_TYPES,
} from '@app/shared/constants';
import { trigramSearchIndex } from './search-index.ts';
import { companyName, consentColumns, emailAddress, nowOnCreate, personName, phoneNumber, recordLocale, serialId, spamReason, textLine } from './columns.ts';

/** 'spam': caught by the public forms' spam trap (kept apart from the admin lists; restorable). */
const leadStatus = () =>
  p
    .enum([...LEAD_STATUSES, SPAM_STATUS])
    .default('new')
    .index();
/** What every lead ends with: where it stands, why the spam trap caught it, and when it came. */
const leadState = () => ({ status: leadStatus(), spamReason: spamReason(), createdAt: nowOnCreate().index() });
/** A lead of a public form: its state, the consent its sender gave, and the language of its page (the acknowledgement's). */
const formLead = () => ({ ...leadState(), ...consentColumns(), locale: recordLocale() });

export const ContactMessage = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: serialId(),
    name: personName(),
    email: emailAddress(),
    phone: phoneNumber().nullable(),
    subject: textLine(),
    message: p.text(),
    company: companyName().nullable(),
    ...formLead(),
  },
  indexes: [trigramSearchIndex('contact_messages')],
});

export const TransportationQuote = defineEntity({
  name: 'TransportationQuote',
  tableName: 'transportation_quotes',
  properties: {
    id: serialId(),
    contactName: personName(),
    company: companyName(),
    email: emailAddress(),
    phone: phoneNumber(),
    serviceType: p.enum(TRANSPORT_SERVICE_TYPES),
    origin: textLine(),
    destination: textLine(),
    freightType: p.enum(FREIGHT_TYPES),
    weight: p.string().length(100).nullable(),
    timeline: p.enum(TRANSPORT_TIMELINES),
    specialRequirements: p.text().nullable(),
    ...formLead(),
  },
  indexes: [trigramSearchIndex('transportation_quotes')],
});

export const WarehouseQuote = defineEntity({
  name: 'WarehouseQuote',
  tableName: 'warehouse_quotes',
  properties: {
    id: serialId(),
    name: personName(),
    company: companyName(),
    email: emailAddress(),
    phone: phoneNumber().nullable(),
    serviceType: p.enum(WAREHOUSE_SERVICE_TYPES),
    storageNeeds: textLine().nullable(),
    message: p.text().nullable(),
    ...formLead(),
  },
  indexes: [trigramSearchIndex('warehouse_quotes')],
});

export const CarrierApplication = defineEntity({
  name: 'CarrierApplication',
  tableName: 'carrier_applications',
  properties: {
    id: serialId(),
    companyName: companyName().nullable(),
    contactName: personName().nullable(),
    email: emailAddress().nullable(),
    phone: phoneNumber().nullable(),
    fleetSize: p.string().length(60).nullable(),
    equipmentTypes: p.string().length(300).nullable(),
    serviceAreas: p.string().length(300).nullable(),
    message: p.text().nullable(),
    ...formLead(),
  },
  indexes: [trigramSearchIndex('carrier_applications')],
});

export const NewsletterSubscription = defineEntity({
  name: 'NewsletterSubscription',
  tableName: 'newsletter_subscriptions',
  properties: {
    id: serialId(),
    /** Stored lowercase so one address subscribes once. */
    email: emailAddress().unique(),
    source: p.string().length(60).nullable(),
    status: p
      .enum([...SUBSCRIPTION_STATUSES, SPAM_STATUS])
      .default('active')
      .index(),
    spamReason: spamReason(),
    createdAt: nowOnCreate().index(),
    ...consentColumns(),
    /** The language of the page it was signed up on: the confirmation mail's. */
    locale: recordLocale(),
  },
  indexes: [trigramSearchIndex('newsletter_subscriptions')],
});

export type IContactMessage = InferEntity<typeof ContactMessage>;
export type ITransportationQuote = InferEntity<typeof TransportationQuote>;
export type IWarehouseQuote = InferEntity<typeof WarehouseQuote>;
export type ICarrierApplication = InferEntity<typeof CarrierApplication>;
export type INewsletterSubscription = InferEntity<typeof NewsletterSubscription>;
