/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Service_Last_MileInputs */

const en_quote_service_last_mile = /** @type {(inputs: Quote_Service_Last_MileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last-Mile Delivery`)
};

const fr_quote_service_last_mile = /** @type {(inputs: Quote_Service_Last_MileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison du dernier kilomètre`)
};

/**
* | output |
* | --- |
* | "Last-Mile Delivery" |
*
* @param {Quote_Service_Last_MileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_service_last_mile = /** @type {((inputs?: Quote_Service_Last_MileInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Service_Last_MileInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_service_last_mile(inputs)
	return en_quote_service_last_mile(inputs)
});