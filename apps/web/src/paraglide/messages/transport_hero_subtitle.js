/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Hero_SubtitleInputs */

const en_transport_hero_subtitle = /** @type {(inputs: Transport_Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full truckload, LTL and expedited shipping handled by a verified carrier network — with real-time tracking, $2M liability coverage and a quote within 24 hours.`)
};

const fr_transport_hero_subtitle = /** @type {(inputs: Transport_Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expéditions en charge complète, partielle et urgentes confiées à un réseau de transporteurs vérifiés — avec suivi en temps réel, assurance responsabilité de 2 M$ et une soumission en 24 heures.`)
};

/**
* | output |
* | --- |
* | "Full truckload, LTL and expedited shipping handled by a verified carrier network — with real-time tracking, $2M liability coverage and a quote within 24 hours." |
*
* @param {Transport_Hero_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_hero_subtitle = /** @type {((inputs?: Transport_Hero_SubtitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Hero_SubtitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_hero_subtitle(inputs)
	return en_transport_hero_subtitle(inputs)
});