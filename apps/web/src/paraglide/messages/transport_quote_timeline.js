/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_TimelineInputs */

const en_transport_quote_timeline = /** @type {(inputs: Transport_Quote_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timeline`)
};

const fr_transport_quote_timeline = /** @type {(inputs: Transport_Quote_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Délai`)
};

/**
* | output |
* | --- |
* | "Timeline" |
*
* @param {Transport_Quote_TimelineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_timeline = /** @type {((inputs?: Transport_Quote_TimelineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_TimelineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_timeline(inputs)
	return en_transport_quote_timeline(inputs)
});