/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Industries_TitleInputs */

const en_transport_industries_title = /** @type {(inputs: Transport_Industries_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Industries We Serve`)
};

const fr_transport_industries_title = /** @type {(inputs: Transport_Industries_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secteurs que nous servons`)
};

/**
* | output |
* | --- |
* | "Industries We Serve" |
*
* @param {Transport_Industries_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_industries_title = /** @type {((inputs?: Transport_Industries_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Industries_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_industries_title(inputs)
	return en_transport_industries_title(inputs)
});