/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Reason_SinceInputs */

const en_contact_reason_since = /** @type {(inputs: Contact_Reason_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serving Ontario employers and job seekers since 2016`)
};

const fr_contact_reason_since = /** @type {(inputs: Contact_Reason_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au service des employeurs et des chercheurs d’emploi de l’Ontario depuis 2016`)
};

/**
* | output |
* | --- |
* | "Serving Ontario employers and job seekers since 2016" |
*
* @param {Contact_Reason_SinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_reason_since = /** @type {((inputs?: Contact_Reason_SinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Reason_SinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_reason_since(inputs)
	return en_contact_reason_since(inputs)
});