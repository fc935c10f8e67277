/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Network_TitleInputs */

const en_transport_network_title = /** @type {(inputs: Transport_Network_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified Carrier Network`)
};

const fr_transport_network_title = /** @type {(inputs: Transport_Network_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réseau de transporteurs vérifiés`)
};

/**
* | output |
* | --- |
* | "Verified Carrier Network" |
*
* @param {Transport_Network_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_network_title = /** @type {((inputs?: Transport_Network_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Network_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_network_title(inputs)
	return en_transport_network_title(inputs)
});