/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Staffing_Feature_TemporaryInputs */

const en_services_staffing_feature_temporary = /** @type {(inputs: Services_Staffing_Feature_TemporaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temporary and seasonal staff`)
};

const fr_services_staffing_feature_temporary = /** @type {(inputs: Services_Staffing_Feature_TemporaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnel temporaire et saisonnier`)
};

/**
* | output |
* | --- |
* | "Temporary and seasonal staff" |
*
* @param {Services_Staffing_Feature_TemporaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_staffing_feature_temporary = /** @type {((inputs?: Services_Staffing_Feature_TemporaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Staffing_Feature_TemporaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_staffing_feature_temporary(inputs)
	return en_services_staffing_feature_temporary(inputs)
});