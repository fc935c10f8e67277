/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Faq_Areas_QInputs */

const en_transport_faq_areas_q = /** @type {(inputs: Transport_Faq_Areas_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What areas of Canada do you cover?`)
};

const fr_transport_faq_areas_q = /** @type {(inputs: Transport_Faq_Areas_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelles régions du Canada desservez-vous?`)
};

/**
* | output |
* | --- |
* | "What areas of Canada do you cover?" |
*
* @param {Transport_Faq_Areas_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_faq_areas_q = /** @type {((inputs?: Transport_Faq_Areas_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Faq_Areas_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_faq_areas_q(inputs)
	return en_transport_faq_areas_q(inputs)
});