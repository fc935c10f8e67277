/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Transportation_Feature_InsuranceInputs */

const en_services_transportation_feature_insurance = /** @type {(inputs: Services_Transportation_Feature_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`$2M liability insurance`)
};

const fr_services_transportation_feature_insurance = /** @type {(inputs: Services_Transportation_Feature_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assurance responsabilité de 2 M$`)
};

/**
* | output |
* | --- |
* | "$2M liability insurance" |
*
* @param {Services_Transportation_Feature_InsuranceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_transportation_feature_insurance = /** @type {((inputs?: Services_Transportation_Feature_InsuranceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Transportation_Feature_InsuranceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_transportation_feature_insurance(inputs)
	return en_services_transportation_feature_insurance(inputs)
});