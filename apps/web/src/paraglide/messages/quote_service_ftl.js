/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Service_FtlInputs */

const en_quote_service_ftl = /** @type {(inputs: Quote_Service_FtlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full Truckload (FTL)`)
};

const fr_quote_service_ftl = /** @type {(inputs: Quote_Service_FtlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge complète (FTL)`)
};

/**
* | output |
* | --- |
* | "Full Truckload (FTL)" |
*
* @param {Quote_Service_FtlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_service_ftl = /** @type {((inputs?: Quote_Service_FtlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Service_FtlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_service_ftl(inputs)
	return en_quote_service_ftl(inputs)
});