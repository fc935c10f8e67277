/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Testimonials_TitleInputs */

const en_transport_testimonials_title = /** @type {(inputs: Transport_Testimonials_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What Our Customers Say`)
};

const fr_transport_testimonials_title = /** @type {(inputs: Transport_Testimonials_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que disent nos clients`)
};

/**
* | output |
* | --- |
* | "What Our Customers Say" |
*
* @param {Transport_Testimonials_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_testimonials_title = /** @type {((inputs?: Transport_Testimonials_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Testimonials_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_testimonials_title(inputs)
	return en_transport_testimonials_title(inputs)
});