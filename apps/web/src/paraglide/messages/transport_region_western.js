/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Region_WesternInputs */

const en_transport_region_western = /** @type {(inputs: Transport_Region_WesternInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Western Canada`)
};

const fr_transport_region_western = /** @type {(inputs: Transport_Region_WesternInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouest canadien`)
};

/**
* | output |
* | --- |
* | "Western Canada" |
*
* @param {Transport_Region_WesternInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_region_western = /** @type {((inputs?: Transport_Region_WesternInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Region_WesternInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_region_western(inputs)
	return en_transport_region_western(inputs)
});