/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Faq_Track_QInputs */

const en_transport_faq_track_q = /** @type {(inputs: Transport_Faq_Track_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How can I track my shipment?`)
};

const fr_transport_faq_track_q = /** @type {(inputs: Transport_Faq_Track_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment puis-je suivre mon envoi?`)
};

/**
* | output |
* | --- |
* | "How can I track my shipment?" |
*
* @param {Transport_Faq_Track_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_faq_track_q = /** @type {((inputs?: Transport_Faq_Track_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Faq_Track_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_faq_track_q(inputs)
	return en_transport_faq_track_q(inputs)
});