/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Faq_Insured_AInputs */

const en_transport_faq_insured_a = /** @type {(inputs: Transport_Faq_Insured_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes. Shipments are covered by $2M in liability insurance, and every carrier must carry valid cargo coverage. Additional declared-value coverage is available for high-value loads on request.`)
};

const fr_transport_faq_insured_a = /** @type {(inputs: Transport_Faq_Insured_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui. Les envois sont couverts par une assurance responsabilité de 2 M$, et chaque transporteur doit détenir une assurance marchandises valide. Une protection supplémentaire selon la valeur déclarée est offerte sur demande pour les chargements de grande valeur.`)
};

/**
* | output |
* | --- |
* | "Yes. Shipments are covered by $2M in liability insurance, and every carrier must carry valid cargo coverage. Additional declared-value coverage is available ..." |
*
* @param {Transport_Faq_Insured_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_faq_insured_a = /** @type {((inputs?: Transport_Faq_Insured_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Faq_Insured_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_faq_insured_a(inputs)
	return en_transport_faq_insured_a(inputs)
});