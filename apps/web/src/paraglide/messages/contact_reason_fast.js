/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Reason_FastInputs */

const en_contact_reason_fast = /** @type {(inputs: Contact_Reason_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualified candidates available in as little as 24-48 hours`)
};

const fr_contact_reason_fast = /** @type {(inputs: Contact_Reason_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des candidats qualifiés disponibles en aussi peu que 24 à 48 heures`)
};

/**
* | output |
* | --- |
* | "Qualified candidates available in as little as 24-48 hours" |
*
* @param {Contact_Reason_FastInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_reason_fast = /** @type {((inputs?: Contact_Reason_FastInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Reason_FastInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_reason_fast(inputs)
	return en_contact_reason_fast(inputs)
});