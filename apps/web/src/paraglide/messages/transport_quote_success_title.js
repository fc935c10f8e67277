/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_Success_TitleInputs */

const en_transport_quote_success_title = /** @type {(inputs: Transport_Quote_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote Request Submitted`)
};

const fr_transport_quote_success_title = /** @type {(inputs: Transport_Quote_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande de soumission envoyée`)
};

/**
* | output |
* | --- |
* | "Quote Request Submitted" |
*
* @param {Transport_Quote_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_success_title = /** @type {((inputs?: Transport_Quote_Success_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_Success_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_success_title(inputs)
	return en_transport_quote_success_title(inputs)
});