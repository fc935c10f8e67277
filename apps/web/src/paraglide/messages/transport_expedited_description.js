/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Expedited_DescriptionInputs */

const en_transport_expedited_description = /** @type {(inputs: Transport_Expedited_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time-critical loads moved by team drivers and straight trucks, with proactive updates from pickup to proof of delivery.`)
};

const fr_transport_expedited_description = /** @type {(inputs: Transport_Expedited_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des chargements à délai critique transportés par des équipes de chauffeurs et des camions porteurs, avec des mises à jour proactives de la cueillette à la preuve de livraison.`)
};

/**
* | output |
* | --- |
* | "Time-critical loads moved by team drivers and straight trucks, with proactive updates from pickup to proof of delivery." |
*
* @param {Transport_Expedited_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_expedited_description = /** @type {((inputs?: Transport_Expedited_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Expedited_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_expedited_description(inputs)
	return en_transport_expedited_description(inputs)
});