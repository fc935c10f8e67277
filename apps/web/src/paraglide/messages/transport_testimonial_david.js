/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Testimonial_DavidInputs */

const en_transport_testimonial_david = /** @type {(inputs: Transport_Testimonial_DavidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We needed refrigerated capacity from Ontario to Alberta on two days’ notice. They found a verified reefer carrier the same afternoon and the load arrived at temperature.`)
};

const fr_transport_testimonial_david = /** @type {(inputs: Transport_Testimonial_DavidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il nous fallait une capacité réfrigérée de l’Ontario à l’Alberta avec un préavis de deux jours. Ils ont trouvé un transporteur réfrigéré vérifié l’après-midi même et le chargement est arrivé à la bonne température.`)
};

/**
* | output |
* | --- |
* | "We needed refrigerated capacity from Ontario to Alberta on two days’ notice. They found a verified reefer carrier the same afternoon and the load arrived at ..." |
*
* @param {Transport_Testimonial_DavidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_testimonial_david = /** @type {((inputs?: Transport_Testimonial_DavidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Testimonial_DavidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_testimonial_david(inputs)
	return en_transport_testimonial_david(inputs)
});