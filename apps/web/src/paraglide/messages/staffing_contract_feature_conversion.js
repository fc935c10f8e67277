/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Contract_Feature_ConversionInputs */

const en_staffing_contract_feature_conversion = /** @type {(inputs: Staffing_Contract_Feature_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Smooth conversion to permanent`)
};

const fr_staffing_contract_feature_conversion = /** @type {(inputs: Staffing_Contract_Feature_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passage en douceur à un poste permanent`)
};

/**
* | output |
* | --- |
* | "Smooth conversion to permanent" |
*
* @param {Staffing_Contract_Feature_ConversionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_contract_feature_conversion = /** @type {((inputs?: Staffing_Contract_Feature_ConversionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Contract_Feature_ConversionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_contract_feature_conversion(inputs)
	return en_staffing_contract_feature_conversion(inputs)
});