/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Transportation_Feature_ModesInputs */

const en_services_transportation_feature_modes = /** @type {(inputs: Services_Transportation_Feature_ModesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FTL, LTL and expedited`)
};

const fr_services_transportation_feature_modes = /** @type {(inputs: Services_Transportation_Feature_ModesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge complète, partielle et urgente`)
};

/**
* | output |
* | --- |
* | "FTL, LTL and expedited" |
*
* @param {Services_Transportation_Feature_ModesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_transportation_feature_modes = /** @type {((inputs?: Services_Transportation_Feature_ModesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Transportation_Feature_ModesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_transportation_feature_modes(inputs)
	return en_services_transportation_feature_modes(inputs)
});