/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Specialized_Feature_TradesInputs */

const en_staffing_specialized_feature_trades = /** @type {(inputs: Staffing_Specialized_Feature_TradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skilled trades and leads`)
};

const fr_staffing_specialized_feature_trades = /** @type {(inputs: Staffing_Specialized_Feature_TradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métiers spécialisés et chefs d’équipe`)
};

/**
* | output |
* | --- |
* | "Skilled trades and leads" |
*
* @param {Staffing_Specialized_Feature_TradesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_specialized_feature_trades = /** @type {((inputs?: Staffing_Specialized_Feature_TradesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Specialized_Feature_TradesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_specialized_feature_trades(inputs)
	return en_staffing_specialized_feature_trades(inputs)
});