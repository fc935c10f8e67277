/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Network_Feature_AuthorityInputs */

const en_transport_network_feature_authority = /** @type {(inputs: Transport_Network_Feature_AuthorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authority and insurance verified`)
};

const fr_transport_network_feature_authority = /** @type {(inputs: Transport_Network_Feature_AuthorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autorisation et assurance vérifiées`)
};

/**
* | output |
* | --- |
* | "Authority and insurance verified" |
*
* @param {Transport_Network_Feature_AuthorityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_network_feature_authority = /** @type {((inputs?: Transport_Network_Feature_AuthorityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Network_Feature_AuthorityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_network_feature_authority(inputs)
	return en_transport_network_feature_authority(inputs)
});