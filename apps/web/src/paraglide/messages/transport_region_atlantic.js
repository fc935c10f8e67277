/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Region_AtlanticInputs */

const en_transport_region_atlantic = /** @type {(inputs: Transport_Region_AtlanticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atlantic Canada`)
};

const fr_transport_region_atlantic = /** @type {(inputs: Transport_Region_AtlanticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canada atlantique`)
};

/**
* | output |
* | --- |
* | "Atlantic Canada" |
*
* @param {Transport_Region_AtlanticInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_region_atlantic = /** @type {((inputs?: Transport_Region_AtlanticInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Region_AtlanticInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_region_atlantic(inputs)
	return en_transport_region_atlantic(inputs)
});