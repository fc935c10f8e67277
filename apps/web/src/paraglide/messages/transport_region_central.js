/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Region_CentralInputs */

const en_transport_region_central = /** @type {(inputs: Transport_Region_CentralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Central Canada`)
};

const fr_transport_region_central = /** @type {(inputs: Transport_Region_CentralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centre du Canada`)
};

/**
* | output |
* | --- |
* | "Central Canada" |
*
* @param {Transport_Region_CentralInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_region_central = /** @type {((inputs?: Transport_Region_CentralInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Region_CentralInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_region_central(inputs)
	return en_transport_region_central(inputs)
});