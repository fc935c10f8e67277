/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Testimonial_Jennifer_CompanyInputs */

const en_transport_testimonial_jennifer_company = /** @type {(inputs: Transport_Testimonial_Jennifer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supply Chain Lead, Precision Auto Components`)
};

const fr_transport_testimonial_jennifer_company = /** @type {(inputs: Transport_Testimonial_Jennifer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responsable de la chaîne d’approvisionnement, Precision Auto Components`)
};

/**
* | output |
* | --- |
* | "Supply Chain Lead, Precision Auto Components" |
*
* @param {Transport_Testimonial_Jennifer_CompanyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_testimonial_jennifer_company = /** @type {((inputs?: Transport_Testimonial_Jennifer_CompanyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Testimonial_Jennifer_CompanyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_testimonial_jennifer_company(inputs)
	return en_transport_testimonial_jennifer_company(inputs)
});