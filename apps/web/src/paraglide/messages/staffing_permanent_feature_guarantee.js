/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Permanent_Feature_GuaranteeInputs */

const en_staffing_permanent_feature_guarantee = /** @type {(inputs: Staffing_Permanent_Feature_GuaranteeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placement guarantee`)
};

const fr_staffing_permanent_feature_guarantee = /** @type {(inputs: Staffing_Permanent_Feature_GuaranteeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garantie de placement`)
};

/**
* | output |
* | --- |
* | "Placement guarantee" |
*
* @param {Staffing_Permanent_Feature_GuaranteeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_permanent_feature_guarantee = /** @type {((inputs?: Staffing_Permanent_Feature_GuaranteeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Permanent_Feature_GuaranteeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_permanent_feature_guarantee(inputs)
	return en_staffing_permanent_feature_guarantee(inputs)
});