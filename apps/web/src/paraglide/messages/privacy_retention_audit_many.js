/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ years: NonNullable<unknown> }} Privacy_Retention_Audit_ManyInputs */

const en_privacy_retention_audit_many = /** @type {(inputs: Privacy_Retention_Audit_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.years} years, and failed sign-in attempts 90 days.`)
};

const fr_privacy_retention_audit_many = /** @type {(inputs: Privacy_Retention_Audit_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.years} ans, et les tentatives de connexion échouées 90 jours.`)
};

/**
* | output |
* | --- |
* | "{years} years, and failed sign-in attempts 90 days." |
*
* @param {Privacy_Retention_Audit_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_retention_audit_many = /** @type {((inputs: Privacy_Retention_Audit_ManyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Retention_Audit_ManyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_retention_audit_many(inputs)
	return en_privacy_retention_audit_many(inputs)
});