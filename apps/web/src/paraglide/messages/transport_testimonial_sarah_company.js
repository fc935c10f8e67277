/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Testimonial_Sarah_CompanyInputs */

const en_transport_testimonial_sarah_company = /** @type {(inputs: Transport_Testimonial_Sarah_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logistics Manager, Great Lakes Home Goods`)
};

const fr_transport_testimonial_sarah_company = /** @type {(inputs: Transport_Testimonial_Sarah_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestionnaire de la logistique, Great Lakes Home Goods`)
};

/**
* | output |
* | --- |
* | "Logistics Manager, Great Lakes Home Goods" |
*
* @param {Transport_Testimonial_Sarah_CompanyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_testimonial_sarah_company = /** @type {((inputs?: Transport_Testimonial_Sarah_CompanyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Testimonial_Sarah_CompanyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_testimonial_sarah_company(inputs)
	return en_transport_testimonial_sarah_company(inputs)
});