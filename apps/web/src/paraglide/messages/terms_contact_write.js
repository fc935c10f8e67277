/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, legalName: NonNullable<unknown>, address: NonNullable<unknown> }} Terms_Contact_WriteInputs */

const en_terms_contact_write = /** @type {(inputs: Terms_Contact_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.hours}) or write to ${i?.legalName}, ${i?.address}, Canada.`)
};

const fr_terms_contact_write = /** @type {(inputs: Terms_Contact_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.hours}) ou écrivez à ${i?.legalName}, ${i?.address}, Canada.`)
};

/**
* | output |
* | --- |
* | "({hours}) or write to {legalName}, {address}, Canada." |
*
* @param {Terms_Contact_WriteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_contact_write = /** @type {((inputs: Terms_Contact_WriteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Contact_WriteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_contact_write(inputs)
	return en_terms_contact_write(inputs)
});