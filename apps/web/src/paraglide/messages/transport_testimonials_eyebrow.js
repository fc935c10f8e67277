/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Testimonials_EyebrowInputs */

const en_transport_testimonials_eyebrow = /** @type {(inputs: Transport_Testimonials_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testimonials`)
};

const fr_transport_testimonials_eyebrow = /** @type {(inputs: Transport_Testimonials_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Témoignages`)
};

/**
* | output |
* | --- |
* | "Testimonials" |
*
* @param {Transport_Testimonials_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_testimonials_eyebrow = /** @type {((inputs?: Transport_Testimonials_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Testimonials_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_testimonials_eyebrow(inputs)
	return en_transport_testimonials_eyebrow(inputs)
});