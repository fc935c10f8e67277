/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_EyebrowInputs */

const en_transport_eyebrow = /** @type {(inputs: Transport_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportation & Freight`)
};

const fr_transport_eyebrow = /** @type {(inputs: Transport_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transport de marchandises`)
};

/**
* | output |
* | --- |
* | "Transportation & Freight" |
*
* @param {Transport_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_eyebrow = /** @type {((inputs?: Transport_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_eyebrow(inputs)
	return en_transport_eyebrow(inputs)
});