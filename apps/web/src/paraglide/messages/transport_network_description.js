/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Network_DescriptionInputs */

const en_transport_network_description = /** @type {(inputs: Transport_Network_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every carrier is vetted for operating authority, insurance and safety record before hauling a single load for our customers.`)
};

const fr_transport_network_description = /** @type {(inputs: Transport_Network_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque transporteur est vérifié (autorisation d’exploitation, assurance et dossier de sécurité) avant de transporter un seul chargement pour nos clients.`)
};

/**
* | output |
* | --- |
* | "Every carrier is vetted for operating authority, insurance and safety record before hauling a single load for our customers." |
*
* @param {Transport_Network_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_network_description = /** @type {((inputs?: Transport_Network_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Network_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_network_description(inputs)
	return en_transport_network_description(inputs)
});