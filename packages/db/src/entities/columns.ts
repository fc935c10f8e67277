import { p } from '@mikro-orm/core';
import { LOCALES } from '@app/shared/locale-paths';

/**
 * The kinds of column the entities share, defined once: the same kind of value has the same type
 * and length in every table (an email address is 254 characters wherever it is kept). Each is a
 * function, so every property gets a builder of its own to chain on (`.nullable()`, `.index()`).
 */

/** A serial primary key. */
export const serialId = () => p.integer().primary().autoincrement();

/** A moment set when the row is inserted (by the ORM, or the database's default for rows written in SQL). */
export const nowOnCreate = () =>
  p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date());

/** A moment set when the row is inserted and again whenever the ORM updates it. */
export const nowOnWrite = () => nowOnCreate().onUpdate(() => new Date());

/** The name a user or an admin signs in with. */
export const loginName = () => p.string().length(100).unique();
/** An argon2id password hash: never serialized. */
export const passwordHash = () => p.string().length(255).hidden();

export const emailAddress = () => p.string().length(254);
export const phoneNumber = () => p.string().length(30);
/** The name of a person (a contact, an applicant, the author of a testimonial). */
export const personName = () => p.string().length(120);
export const companyName = () => p.string().length(160);
/** A one-line text: a title, a subject, a place. */
export const textLine = () => p.string().length(200);
export const url = () => p.string().length(2048);
/** Why the spam trap caught a submission ('honeypot', 'too fast', 'forged token'); null for one that passed. */
export const spamReason = () => p.string().length(40).nullable();

/**
 * Consent stored with a record of personal data (issue 23): how it was given ('given' on the
 * site's form, 'implied-api' from a REST caller that sent none), what for (the form's purpose, a
 * key of CONSENT_PURPOSES), the privacy policy version and the moment. Null on older records.
 */
export const consentColumns = () => ({
  consent: p.string().length(20).nullable(),
  consentPurpose: p.string().length(40).nullable(),
  policyVersion: p.string().length(20).nullable(),
  consentedAt: p.datetime().nullable(),
});

/**
 * The language of the page a visitor's form was sent from ('en' or 'fr'; issue 35, item 5): every
 * mail to that person is written in it. 'en' for rows written without one (a REST caller, staff).
 */
export const recordLocale = () => p.enum(LOCALES).default('en');
