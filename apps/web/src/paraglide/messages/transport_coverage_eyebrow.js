/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Coverage_EyebrowInputs */

const en_transport_coverage_eyebrow = /** @type {(inputs: Transport_Coverage_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage`)
};

const fr_transport_coverage_eyebrow = /** @type {(inputs: Transport_Coverage_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couverture`)
};

/**
* | output |
* | --- |
* | "Coverage" |
*
* @param {Transport_Coverage_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_coverage_eyebrow = /** @type {((inputs?: Transport_Coverage_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Coverage_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_coverage_eyebrow(inputs)
	return en_transport_coverage_eyebrow(inputs)
});