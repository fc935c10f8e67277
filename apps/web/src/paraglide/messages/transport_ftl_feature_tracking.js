/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Ftl_Feature_TrackingInputs */

const en_transport_ftl_feature_tracking = /** @type {(inputs: Transport_Ftl_Feature_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real-time tracking updates`)
};

const fr_transport_ftl_feature_tracking = /** @type {(inputs: Transport_Ftl_Feature_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivi en temps réel`)
};

/**
* | output |
* | --- |
* | "Real-time tracking updates" |
*
* @param {Transport_Ftl_Feature_TrackingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_ftl_feature_tracking = /** @type {((inputs?: Transport_Ftl_Feature_TrackingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Ftl_Feature_TrackingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_ftl_feature_tracking(inputs)
	return en_transport_ftl_feature_tracking(inputs)
});