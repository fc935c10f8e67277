/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Staffing_Feature_PermanentInputs */

const en_services_staffing_feature_permanent = /** @type {(inputs: Services_Staffing_Feature_PermanentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permanent placement`)
};

const fr_services_staffing_feature_permanent = /** @type {(inputs: Services_Staffing_Feature_PermanentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placement permanent`)
};

/**
* | output |
* | --- |
* | "Permanent placement" |
*
* @param {Services_Staffing_Feature_PermanentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_staffing_feature_permanent = /** @type {((inputs?: Services_Staffing_Feature_PermanentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Staffing_Feature_PermanentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_staffing_feature_permanent(inputs)
	return en_services_staffing_feature_permanent(inputs)
});