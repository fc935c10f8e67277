/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown> }} Privacy_Retention_Leads_TextInputs */

const en_privacy_retention_leads_text = /** @type {(inputs: Privacy_Retention_Leads_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.months} months after we receive them.`)
};

const fr_privacy_retention_leads_text = /** @type {(inputs: Privacy_Retention_Leads_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.months} mois après leur réception.`)
};

/**
* | output |
* | --- |
* | "{months} months after we receive them." |
*
* @param {Privacy_Retention_Leads_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_retention_leads_text = /** @type {((inputs: Privacy_Retention_Leads_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Retention_Leads_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_retention_leads_text(inputs)
	return en_privacy_retention_leads_text(inputs)
});