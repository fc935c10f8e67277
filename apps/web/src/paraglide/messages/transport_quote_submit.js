/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_SubmitInputs */

const en_transport_quote_submit = /** @type {(inputs: Transport_Quote_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit Quote Request`)
};

const fr_transport_quote_submit = /** @type {(inputs: Transport_Quote_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la demande de soumission`)
};

/**
* | output |
* | --- |
* | "Submit Quote Request" |
*
* @param {Transport_Quote_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_submit = /** @type {((inputs?: Transport_Quote_SubmitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_SubmitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_submit(inputs)
	return en_transport_quote_submit(inputs)
});