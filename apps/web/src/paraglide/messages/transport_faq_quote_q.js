/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Faq_Quote_QInputs */

const en_transport_faq_quote_q = /** @type {(inputs: Transport_Faq_Quote_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How quickly will I receive a freight quote?`)
};

const fr_transport_faq_quote_q = /** @type {(inputs: Transport_Faq_Quote_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En combien de temps recevrai-je une soumission de transport?`)
};

/**
* | output |
* | --- |
* | "How quickly will I receive a freight quote?" |
*
* @param {Transport_Faq_Quote_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_faq_quote_q = /** @type {((inputs?: Transport_Faq_Quote_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Faq_Quote_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_faq_quote_q(inputs)
	return en_transport_faq_quote_q(inputs)
});