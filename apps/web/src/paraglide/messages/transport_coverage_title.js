/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Coverage_TitleInputs */

const en_transport_coverage_title = /** @type {(inputs: Transport_Coverage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coast-to-Coast Coverage`)
};

const fr_transport_coverage_title = /** @type {(inputs: Transport_Coverage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couverture d’un océan à l’autre`)
};

/**
* | output |
* | --- |
* | "Coast-to-Coast Coverage" |
*
* @param {Transport_Coverage_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_coverage_title = /** @type {((inputs?: Transport_Coverage_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Coverage_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_coverage_title(inputs)
	return en_transport_coverage_title(inputs)
});