/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Ftl_Feature_CapacityInputs */

const en_transport_ftl_feature_capacity = /** @type {(inputs: Transport_Ftl_Feature_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dry van, reefer and flatbed capacity`)
};

const fr_transport_ftl_feature_capacity = /** @type {(inputs: Transport_Ftl_Feature_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacité en fourgons secs, remorques réfrigérées et plateaux`)
};

/**
* | output |
* | --- |
* | "Dry van, reefer and flatbed capacity" |
*
* @param {Transport_Ftl_Feature_CapacityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_ftl_feature_capacity = /** @type {((inputs?: Transport_Ftl_Feature_CapacityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Ftl_Feature_CapacityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_ftl_feature_capacity(inputs)
	return en_transport_ftl_feature_capacity(inputs)
});