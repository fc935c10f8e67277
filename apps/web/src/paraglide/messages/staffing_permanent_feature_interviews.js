/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Permanent_Feature_InterviewsInputs */

const en_staffing_permanent_feature_interviews = /** @type {(inputs: Staffing_Permanent_Feature_InterviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Structured interviews and references`)
};

const fr_staffing_permanent_feature_interviews = /** @type {(inputs: Staffing_Permanent_Feature_InterviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrevues structurées et vérification des références`)
};

/**
* | output |
* | --- |
* | "Structured interviews and references" |
*
* @param {Staffing_Permanent_Feature_InterviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_permanent_feature_interviews = /** @type {((inputs?: Staffing_Permanent_Feature_InterviewsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Permanent_Feature_InterviewsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_permanent_feature_interviews(inputs)
	return en_staffing_permanent_feature_interviews(inputs)
});