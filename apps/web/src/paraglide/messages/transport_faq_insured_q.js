/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Faq_Insured_QInputs */

const en_transport_faq_insured_q = /** @type {(inputs: Transport_Faq_Insured_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is my freight insured?`)
};

const fr_transport_faq_insured_q = /** @type {(inputs: Transport_Faq_Insured_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes marchandises sont-elles assurées?`)
};

/**
* | output |
* | --- |
* | "Is my freight insured?" |
*
* @param {Transport_Faq_Insured_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_faq_insured_q = /** @type {((inputs?: Transport_Faq_Insured_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Faq_Insured_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_faq_insured_q(inputs)
	return en_transport_faq_insured_q(inputs)
});