/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Staffing_Feature_SpecializedInputs */

const en_services_staffing_feature_specialized = /** @type {(inputs: Services_Staffing_Feature_SpecializedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Specialized and licensed roles`)
};

const fr_services_staffing_feature_specialized = /** @type {(inputs: Services_Staffing_Feature_SpecializedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postes spécialisés et exigeant un permis`)
};

/**
* | output |
* | --- |
* | "Specialized and licensed roles" |
*
* @param {Services_Staffing_Feature_SpecializedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_staffing_feature_specialized = /** @type {((inputs?: Services_Staffing_Feature_SpecializedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Staffing_Feature_SpecializedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_staffing_feature_specialized(inputs)
	return en_services_staffing_feature_specialized(inputs)
});