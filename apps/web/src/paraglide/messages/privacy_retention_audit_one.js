/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Retention_Audit_OneInputs */

const en_privacy_retention_audit_one = /** @type {(inputs: Privacy_Retention_Audit_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 year, and failed sign-in attempts 90 days.`)
};

const fr_privacy_retention_audit_one = /** @type {(inputs: Privacy_Retention_Audit_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 an, et les tentatives de connexion échouées 90 jours.`)
};

/**
* | output |
* | --- |
* | "1 year, and failed sign-in attempts 90 days." |
*
* @param {Privacy_Retention_Audit_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_retention_audit_one = /** @type {((inputs?: Privacy_Retention_Audit_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Retention_Audit_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_retention_audit_one(inputs)
	return en_privacy_retention_audit_one(inputs)
});