/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Faq_Track_AInputs */

const en_transport_faq_track_a = /** @type {(inputs: Transport_Faq_Track_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You receive pickup and delivery confirmations plus in-transit updates from your dedicated coordinator, and real-time GPS tracking is available on most full truckload and expedited shipments.`)
};

const fr_transport_faq_track_a = /** @type {(inputs: Transport_Faq_Track_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous recevez des confirmations de cueillette et de livraison ainsi que des mises à jour en cours de route de votre coordonnateur attitré, et le suivi GPS en temps réel est offert pour la plupart des envois en charge complète et urgents.`)
};

/**
* | output |
* | --- |
* | "You receive pickup and delivery confirmations plus in-transit updates from your dedicated coordinator, and real-time GPS tracking is available on most full t..." |
*
* @param {Transport_Faq_Track_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_faq_track_a = /** @type {((inputs?: Transport_Faq_Track_AInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Faq_Track_AInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_faq_track_a(inputs)
	return en_transport_faq_track_a(inputs)
});