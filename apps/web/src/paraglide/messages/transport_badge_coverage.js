/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Badge_CoverageInputs */

const en_transport_badge_coverage = /** @type {(inputs: Transport_Badge_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coast-to-Coast Coverage`)
};

const fr_transport_badge_coverage = /** @type {(inputs: Transport_Badge_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couverture d’un océan à l’autre`)
};

/**
* | output |
* | --- |
* | "Coast-to-Coast Coverage" |
*
* @param {Transport_Badge_CoverageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_badge_coverage = /** @type {((inputs?: Transport_Badge_CoverageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Badge_CoverageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_badge_coverage(inputs)
	return en_transport_badge_coverage(inputs)
});