/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Stat_QuoteInputs */

const en_transport_stat_quote = /** @type {(inputs: Transport_Stat_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote turnaround`)
};

const fr_transport_stat_quote = /** @type {(inputs: Transport_Stat_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Délai de soumission`)
};

/**
* | output |
* | --- |
* | "Quote turnaround" |
*
* @param {Transport_Stat_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_stat_quote = /** @type {((inputs?: Transport_Stat_QuoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Stat_QuoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_stat_quote(inputs)
	return en_transport_stat_quote(inputs)
});