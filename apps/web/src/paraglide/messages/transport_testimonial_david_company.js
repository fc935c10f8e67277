/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Testimonial_David_CompanyInputs */

const en_transport_testimonial_david_company = /** @type {(inputs: Transport_Testimonial_David_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Operations Director, Maple Fresh Foods`)
};

const fr_transport_testimonial_david_company = /** @type {(inputs: Transport_Testimonial_David_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Directeur des opérations, Maple Fresh Foods`)
};

/**
* | output |
* | --- |
* | "Operations Director, Maple Fresh Foods" |
*
* @param {Transport_Testimonial_David_CompanyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_testimonial_david_company = /** @type {((inputs?: Transport_Testimonial_David_CompanyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Testimonial_David_CompanyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_testimonial_david_company(inputs)
	return en_transport_testimonial_david_company(inputs)
});