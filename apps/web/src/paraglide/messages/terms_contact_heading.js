/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Contact_HeadingInputs */

const en_terms_contact_heading = /** @type {(inputs: Terms_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`16. Contact Us`)
};

const fr_terms_contact_heading = /** @type {(inputs: Terms_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`16. Nous joindre`)
};

/**
* | output |
* | --- |
* | "16. Contact Us" |
*
* @param {Terms_Contact_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_contact_heading = /** @type {((inputs?: Terms_Contact_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Contact_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_contact_heading(inputs)
	return en_terms_contact_heading(inputs)
});