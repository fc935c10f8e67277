/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shortName: NonNullable<unknown> }} Transport_Testimonial_SarahInputs */

const en_transport_testimonial_sarah = /** @type {(inputs: Transport_Testimonial_SarahInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortName} moved our peak-season volume without a single missed delivery window. Their dispatch team called us before we ever had to chase a shipment.`)
};

const fr_transport_testimonial_sarah = /** @type {(inputs: Transport_Testimonial_SarahInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortName} a transporté notre volume de haute saison sans manquer une seule fenêtre de livraison. Leur équipe de répartition nous appelait avant même que nous ayons à relancer un envoi.`)
};

/**
* | output |
* | --- |
* | "{shortName} moved our peak-season volume without a single missed delivery window. Their dispatch team called us before we ever had to chase a shipment." |
*
* @param {Transport_Testimonial_SarahInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_testimonial_sarah = /** @type {((inputs: Transport_Testimonial_SarahInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Testimonial_SarahInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_testimonial_sarah(inputs)
	return en_transport_testimonial_sarah(inputs)
});