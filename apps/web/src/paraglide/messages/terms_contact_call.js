/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Contact_CallInputs */

const en_terms_contact_call = /** @type {(inputs: Terms_Contact_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, call`)
};

const fr_terms_contact_call = /** @type {(inputs: Terms_Contact_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, appelez-nous au`)
};

/**
* | output |
* | --- |
* | ", call" |
*
* @param {Terms_Contact_CallInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_contact_call = /** @type {((inputs?: Terms_Contact_CallInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Contact_CallInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_contact_call(inputs)
	return en_terms_contact_call(inputs)
});