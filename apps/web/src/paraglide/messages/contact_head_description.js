/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Contact_Head_DescriptionInputs */

const en_contact_head_description = /** @type {(inputs: Contact_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contact ${i?.company} in Mississauga, Ontario. Call, email or send us a message about staffing, warehousing or freight; we respond within 24 hours on business days.`)
};

const fr_contact_head_description = /** @type {(inputs: Contact_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Joignez ${i?.company} à Mississauga, en Ontario. Appelez-nous, écrivez-nous par courriel ou envoyez-nous un message au sujet de la dotation, de l’entreposage ou du transport de marchandises; nous répondons dans les 24 heures les jours ouvrables.`)
};

/**
* | output |
* | --- |
* | "Contact {company} in Mississauga, Ontario. Call, email or send us a message about staffing, warehousing or freight; we respond within 24 hours on business days." |
*
* @param {Contact_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_head_description = /** @type {((inputs: Contact_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_head_description(inputs)
	return en_contact_head_description(inputs)
});