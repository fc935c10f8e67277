/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Temporary_Feature_LengthInputs */

const en_staffing_temporary_feature_length = /** @type {(inputs: Staffing_Temporary_Feature_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single shifts to multi-month assignments`)
};

const fr_staffing_temporary_feature_length = /** @type {(inputs: Staffing_Temporary_Feature_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D’un seul quart à des affectations de plusieurs mois`)
};

/**
* | output |
* | --- |
* | "Single shifts to multi-month assignments" |
*
* @param {Staffing_Temporary_Feature_LengthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_temporary_feature_length = /** @type {((inputs?: Staffing_Temporary_Feature_LengthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Temporary_Feature_LengthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_temporary_feature_length(inputs)
	return en_staffing_temporary_feature_length(inputs)
});