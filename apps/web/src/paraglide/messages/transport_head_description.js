/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Head_DescriptionInputs */

const en_transport_head_description = /** @type {(inputs: Transport_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full truckload, LTL and expedited freight across Canada with a verified carrier network, $2M liability coverage and 98.5% on-time delivery. Get a transportation quote within 24 hours or join our carrier network.`)
};

const fr_transport_head_description = /** @type {(inputs: Transport_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transport par charge complète, charge partielle et urgent partout au Canada avec un réseau de transporteurs vérifiés, une assurance responsabilité de 2 M$ et 98,5 % de livraisons à temps. Obtenez une soumission de transport en 24 heures ou joignez-vous à notre réseau de transporteurs.`)
};

/**
* | output |
* | --- |
* | "Full truckload, LTL and expedited freight across Canada with a verified carrier network, $2M liability coverage and 98.5% on-time delivery. Get a transportat..." |
*
* @param {Transport_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_head_description = /** @type {((inputs?: Transport_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_head_description(inputs)
	return en_transport_head_description(inputs)
});