/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Retention_Leads_LabelInputs */

const en_privacy_retention_leads_label = /** @type {(inputs: Privacy_Retention_Leads_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact messages, quote requests and carrier requests:`)
};

const fr_privacy_retention_leads_label = /** @type {(inputs: Privacy_Retention_Leads_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages, demandes de soumission et demandes des transporteurs :`)
};

/**
* | output |
* | --- |
* | "Contact messages, quote requests and carrier requests:" |
*
* @param {Privacy_Retention_Leads_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_retention_leads_label = /** @type {((inputs?: Privacy_Retention_Leads_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Retention_Leads_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_retention_leads_label(inputs)
	return en_privacy_retention_leads_label(inputs)
});