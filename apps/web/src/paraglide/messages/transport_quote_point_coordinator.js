/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_Point_CoordinatorInputs */

const en_transport_quote_point_coordinator = /** @type {(inputs: Transport_Quote_Point_CoordinatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One coordinator from pickup to delivery`)
};

const fr_transport_quote_point_coordinator = /** @type {(inputs: Transport_Quote_Point_CoordinatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un seul coordonnateur de la cueillette à la livraison`)
};

/**
* | output |
* | --- |
* | "One coordinator from pickup to delivery" |
*
* @param {Transport_Quote_Point_CoordinatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_point_coordinator = /** @type {((inputs?: Transport_Quote_Point_CoordinatorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_Point_CoordinatorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_point_coordinator(inputs)
	return en_transport_quote_point_coordinator(inputs)
});