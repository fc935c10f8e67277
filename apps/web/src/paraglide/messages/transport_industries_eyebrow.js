/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Industries_EyebrowInputs */

const en_transport_industries_eyebrow = /** @type {(inputs: Transport_Industries_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Industries`)
};

const fr_transport_industries_eyebrow = /** @type {(inputs: Transport_Industries_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secteurs`)
};

/**
* | output |
* | --- |
* | "Industries" |
*
* @param {Transport_Industries_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_industries_eyebrow = /** @type {((inputs?: Transport_Industries_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Industries_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_industries_eyebrow(inputs)
	return en_transport_industries_eyebrow(inputs)
});