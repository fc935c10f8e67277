/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Why_Pricing_TitleInputs */

const en_transport_why_pricing_title = /** @type {(inputs: Transport_Why_Pricing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transparent Pricing`)
};

const fr_transport_why_pricing_title = /** @type {(inputs: Transport_Why_Pricing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des prix transparents`)
};

/**
* | output |
* | --- |
* | "Transparent Pricing" |
*
* @param {Transport_Why_Pricing_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_why_pricing_title = /** @type {((inputs?: Transport_Why_Pricing_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Why_Pricing_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_why_pricing_title(inputs)
	return en_transport_why_pricing_title(inputs)
});