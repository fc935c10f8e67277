/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Faq_Verify_QInputs */

const en_transport_faq_verify_q = /** @type {(inputs: Transport_Faq_Verify_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How do you verify the carriers in your network?`)
};

const fr_transport_faq_verify_q = /** @type {(inputs: Transport_Faq_Verify_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment vérifiez-vous les transporteurs de votre réseau?`)
};

/**
* | output |
* | --- |
* | "How do you verify the carriers in your network?" |
*
* @param {Transport_Faq_Verify_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_faq_verify_q = /** @type {((inputs?: Transport_Faq_Verify_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Faq_Verify_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_faq_verify_q(inputs)
	return en_transport_faq_verify_q(inputs)
});