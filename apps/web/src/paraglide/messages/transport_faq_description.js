/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Faq_DescriptionInputs */

const en_transport_faq_description = /** @type {(inputs: Transport_Faq_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answers to the questions shippers ask us most.`)
};

const fr_transport_faq_description = /** @type {(inputs: Transport_Faq_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les réponses aux questions que les expéditeurs nous posent le plus souvent.`)
};

/**
* | output |
* | --- |
* | "Answers to the questions shippers ask us most." |
*
* @param {Transport_Faq_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_faq_description = /** @type {((inputs?: Transport_Faq_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Faq_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_faq_description(inputs)
	return en_transport_faq_description(inputs)
});