/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shortName: NonNullable<unknown> }} Transport_Testimonial_JenniferInputs */

const en_transport_testimonial_jennifer = /** @type {(inputs: Transport_Testimonial_JenniferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consolidating our LTL with ${i?.shortName} cut our freight spend by close to 20 percent, and the tracking updates mean our customer service team always has an answer.`)
};

const fr_transport_testimonial_jennifer = /** @type {(inputs: Transport_Testimonial_JenniferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Regrouper nos envois en charge partielle avec ${i?.shortName} a réduit nos frais de transport de près de 20 %, et grâce au suivi, notre service à la clientèle a toujours une réponse.`)
};

/**
* | output |
* | --- |
* | "Consolidating our LTL with {shortName} cut our freight spend by close to 20 percent, and the tracking updates mean our customer service team always has an an..." |
*
* @param {Transport_Testimonial_JenniferInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_testimonial_jennifer = /** @type {((inputs: Transport_Testimonial_JenniferInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Testimonial_JenniferInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_testimonial_jennifer(inputs)
	return en_transport_testimonial_jennifer(inputs)
});