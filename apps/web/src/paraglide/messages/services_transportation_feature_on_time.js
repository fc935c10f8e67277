/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Transportation_Feature_On_TimeInputs */

const en_services_transportation_feature_on_time = /** @type {(inputs: Services_Transportation_Feature_On_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`98.5% on-time delivery`)
};

const fr_services_transportation_feature_on_time = /** @type {(inputs: Services_Transportation_Feature_On_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`98,5 % de livraisons à temps`)
};

/**
* | output |
* | --- |
* | "98.5% on-time delivery" |
*
* @param {Services_Transportation_Feature_On_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_transportation_feature_on_time = /** @type {((inputs?: Services_Transportation_Feature_On_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Transportation_Feature_On_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_transportation_feature_on_time(inputs)
	return en_services_transportation_feature_on_time(inputs)
});