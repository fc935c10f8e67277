/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Service_CustomInputs */

const en_quote_service_custom = /** @type {(inputs: Quote_Service_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Custom Solution`)
};

const fr_quote_service_custom = /** @type {(inputs: Quote_Service_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solution sur mesure`)
};

/**
* | output |
* | --- |
* | "Custom Solution" |
*
* @param {Quote_Service_CustomInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_service_custom = /** @type {((inputs?: Quote_Service_CustomInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Service_CustomInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_service_custom(inputs)
	return en_quote_service_custom(inputs)
});