/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Faq_Quote_AInputs */

const en_transport_faq_quote_a = /** @type {(inputs: Transport_Faq_Quote_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most quote requests receive a response within 24 hours on business days, and often the same day. For urgent or expedited shipments, call us and we can usually confirm a rate and capacity while you are on the phone.`)
};

const fr_transport_faq_quote_a = /** @type {(inputs: Transport_Faq_Quote_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La plupart des demandes de soumission reçoivent une réponse dans les 24 heures les jours ouvrables, souvent le jour même. Pour les envois urgents, appelez-nous : nous pouvons habituellement confirmer un tarif et la capacité pendant l’appel.`)
};

/**
* | output |
* | --- |
* | "Most quote requests receive a response within 24 hours on business days, and often the same day. For urgent or expedited shipments, call us and we can usuall..." |
*
* @param {Transport_Faq_Quote_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_faq_quote_a = /** @type {((inputs?: Transport_Faq_Quote_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Faq_Quote_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_faq_quote_a(inputs)
	return en_transport_faq_quote_a(inputs)
});