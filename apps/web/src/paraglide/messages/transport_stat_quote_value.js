/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Stat_Quote_ValueInputs */

const en_transport_stat_quote_value = /** @type {(inputs: Transport_Stat_Quote_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 hrs`)
};

const fr_transport_stat_quote_value = /** @type {(inputs: Transport_Stat_Quote_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 h`)
};

/**
* | output |
* | --- |
* | "24 hrs" |
*
* @param {Transport_Stat_Quote_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_stat_quote_value = /** @type {((inputs?: Transport_Stat_Quote_ValueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Stat_Quote_ValueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_stat_quote_value(inputs)
	return en_transport_stat_quote_value(inputs)
});