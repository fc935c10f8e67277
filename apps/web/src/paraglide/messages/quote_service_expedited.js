/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Service_ExpeditedInputs */

const en_quote_service_expedited = /** @type {(inputs: Quote_Service_ExpeditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expedited Freight`)
};

const fr_quote_service_expedited = /** @type {(inputs: Quote_Service_ExpeditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transport urgent`)
};

/**
* | output |
* | --- |
* | "Expedited Freight" |
*
* @param {Quote_Service_ExpeditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_service_expedited = /** @type {((inputs?: Quote_Service_ExpeditedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Service_ExpeditedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_service_expedited(inputs)
	return en_quote_service_expedited(inputs)
});