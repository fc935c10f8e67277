/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Contract_Feature_RiskInputs */

const en_staffing_contract_feature_risk = /** @type {(inputs: Staffing_Contract_Feature_RiskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reduced hiring risk`)
};

const fr_staffing_contract_feature_risk = /** @type {(inputs: Staffing_Contract_Feature_RiskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risque d’embauche réduit`)
};

/**
* | output |
* | --- |
* | "Reduced hiring risk" |
*
* @param {Staffing_Contract_Feature_RiskInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_contract_feature_risk = /** @type {((inputs?: Staffing_Contract_Feature_RiskInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Contract_Feature_RiskInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_contract_feature_risk(inputs)
	return en_staffing_contract_feature_risk(inputs)
});