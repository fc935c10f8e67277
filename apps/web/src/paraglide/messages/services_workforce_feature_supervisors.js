/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Workforce_Feature_SupervisorsInputs */

const en_services_workforce_feature_supervisors = /** @type {(inputs: Services_Workforce_Feature_SupervisorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On-site supervisors`)
};

const fr_services_workforce_feature_supervisors = /** @type {(inputs: Services_Workforce_Feature_SupervisorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Superviseurs sur place`)
};

/**
* | output |
* | --- |
* | "On-site supervisors" |
*
* @param {Services_Workforce_Feature_SupervisorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_workforce_feature_supervisors = /** @type {((inputs?: Services_Workforce_Feature_SupervisorsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Workforce_Feature_SupervisorsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_workforce_feature_supervisors(inputs)
	return en_services_workforce_feature_supervisors(inputs)
});