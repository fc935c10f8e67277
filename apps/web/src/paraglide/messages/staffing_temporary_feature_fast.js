/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Temporary_Feature_FastInputs */

const en_staffing_temporary_feature_fast = /** @type {(inputs: Staffing_Temporary_Feature_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidates in 24-48 hours`)
};

const fr_staffing_temporary_feature_fast = /** @type {(inputs: Staffing_Temporary_Feature_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des candidats en 24 à 48 heures`)
};

/**
* | output |
* | --- |
* | "Candidates in 24-48 hours" |
*
* @param {Staffing_Temporary_Feature_FastInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_temporary_feature_fast = /** @type {((inputs?: Staffing_Temporary_Feature_FastInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Temporary_Feature_FastInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_temporary_feature_fast(inputs)
	return en_staffing_temporary_feature_fast(inputs)
});