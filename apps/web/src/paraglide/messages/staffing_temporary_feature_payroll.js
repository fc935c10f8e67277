/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Temporary_Feature_PayrollInputs */

const en_staffing_temporary_feature_payroll = /** @type {(inputs: Staffing_Temporary_Feature_PayrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payroll and WSIB handled for you`)
};

const fr_staffing_temporary_feature_payroll = /** @type {(inputs: Staffing_Temporary_Feature_PayrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paie et CSPAAT prises en charge pour vous`)
};

/**
* | output |
* | --- |
* | "Payroll and WSIB handled for you" |
*
* @param {Staffing_Temporary_Feature_PayrollInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_temporary_feature_payroll = /** @type {((inputs?: Staffing_Temporary_Feature_PayrollInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Temporary_Feature_PayrollInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_temporary_feature_payroll(inputs)
	return en_staffing_temporary_feature_payroll(inputs)
});