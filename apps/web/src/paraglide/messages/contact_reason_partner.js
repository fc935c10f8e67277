/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Reason_PartnerInputs */

const en_contact_reason_partner = /** @type {(inputs: Contact_Reason_PartnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One partner for staffing, warehouse services and freight`)
};

const fr_contact_reason_partner = /** @type {(inputs: Contact_Reason_PartnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un seul partenaire pour la dotation, l’entreposage et le transport de marchandises`)
};

/**
* | output |
* | --- |
* | "One partner for staffing, warehouse services and freight" |
*
* @param {Contact_Reason_PartnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_reason_partner = /** @type {((inputs?: Contact_Reason_PartnerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Reason_PartnerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_reason_partner(inputs)
	return en_contact_reason_partner(inputs)
});