/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} Testimonial_RatedInputs */

const en_testimonial_rated = /** @type {(inputs: Testimonial_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rated ${i?.rating} out of 5`)
};

const fr_testimonial_rated = /** @type {(inputs: Testimonial_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Note de ${i?.rating} sur 5`)
};

/**
* | output |
* | --- |
* | "Rated {rating} out of 5" |
*
* @param {Testimonial_RatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonial_rated = /** @type {((inputs: Testimonial_RatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonial_RatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_testimonial_rated(inputs)
	return en_testimonial_rated(inputs)
});