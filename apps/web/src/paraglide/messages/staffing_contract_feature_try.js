/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Contract_Feature_TryInputs */

const en_staffing_contract_feature_try = /** @type {(inputs: Staffing_Contract_Feature_TryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try before you hire`)
};

const fr_staffing_contract_feature_try = /** @type {(inputs: Staffing_Contract_Feature_TryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez avant d’embaucher`)
};

/**
* | output |
* | --- |
* | "Try before you hire" |
*
* @param {Staffing_Contract_Feature_TryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_contract_feature_try = /** @type {((inputs?: Staffing_Contract_Feature_TryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Contract_Feature_TryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_contract_feature_try(inputs)
	return en_staffing_contract_feature_try(inputs)
});