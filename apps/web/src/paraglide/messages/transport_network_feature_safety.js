/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Network_Feature_SafetyInputs */

const en_transport_network_feature_safety = /** @type {(inputs: Transport_Network_Feature_SafetyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Safety ratings monitored`)
};

const fr_transport_network_feature_safety = /** @type {(inputs: Transport_Network_Feature_SafetyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotes de sécurité surveillées`)
};

/**
* | output |
* | --- |
* | "Safety ratings monitored" |
*
* @param {Transport_Network_Feature_SafetyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_network_feature_safety = /** @type {((inputs?: Transport_Network_Feature_SafetyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Network_Feature_SafetyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_network_feature_safety(inputs)
	return en_transport_network_feature_safety(inputs)
});