/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Permanent_Feature_SearchInputs */

const en_staffing_permanent_feature_search = /** @type {(inputs: Staffing_Permanent_Feature_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Targeted candidate search`)
};

const fr_staffing_permanent_feature_search = /** @type {(inputs: Staffing_Permanent_Feature_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche ciblée de candidats`)
};

/**
* | output |
* | --- |
* | "Targeted candidate search" |
*
* @param {Staffing_Permanent_Feature_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_permanent_feature_search = /** @type {((inputs?: Staffing_Permanent_Feature_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Permanent_Feature_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_permanent_feature_search(inputs)
	return en_staffing_permanent_feature_search(inputs)
});