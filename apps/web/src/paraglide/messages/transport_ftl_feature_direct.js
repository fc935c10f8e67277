/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Ftl_Feature_DirectInputs */

const en_transport_ftl_feature_direct = /** @type {(inputs: Transport_Ftl_Feature_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direct, no-touch transit`)
};

const fr_transport_ftl_feature_direct = /** @type {(inputs: Transport_Ftl_Feature_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transit direct, sans manutention`)
};

/**
* | output |
* | --- |
* | "Direct, no-touch transit" |
*
* @param {Transport_Ftl_Feature_DirectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_ftl_feature_direct = /** @type {((inputs?: Transport_Ftl_Feature_DirectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Ftl_Feature_DirectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_ftl_feature_direct(inputs)
	return en_transport_ftl_feature_direct(inputs)
});