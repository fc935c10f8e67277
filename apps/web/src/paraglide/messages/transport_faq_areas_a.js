/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Faq_Areas_AInputs */

const en_transport_faq_areas_a = /** @type {(inputs: Transport_Faq_Areas_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We move freight across Western, Central and Atlantic Canada, with daily lanes between the Greater Toronto Area, Montreal, Calgary, Vancouver and Halifax, plus cross-border service to the United States through partner carriers.`)
};

const fr_transport_faq_areas_a = /** @type {(inputs: Transport_Faq_Areas_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous transportons des marchandises dans l’Ouest canadien, le centre du Canada et le Canada atlantique, avec des trajets quotidiens entre la région du Grand Toronto, Montréal, Calgary, Vancouver et Halifax, ainsi qu’un service transfrontalier vers les États-Unis par l’entremise de transporteurs partenaires.`)
};

/**
* | output |
* | --- |
* | "We move freight across Western, Central and Atlantic Canada, with daily lanes between the Greater Toronto Area, Montreal, Calgary, Vancouver and Halifax, plu..." |
*
* @param {Transport_Faq_Areas_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_faq_areas_a = /** @type {((inputs?: Transport_Faq_Areas_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Faq_Areas_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_faq_areas_a(inputs)
	return en_transport_faq_areas_a(inputs)
});