/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Workforce_Feature_PayrollInputs */

const en_services_workforce_feature_payroll = /** @type {(inputs: Services_Workforce_Feature_PayrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timekeeping and payroll administration`)
};

const fr_services_workforce_feature_payroll = /** @type {(inputs: Services_Workforce_Feature_PayrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestion du temps et administration de la paie`)
};

/**
* | output |
* | --- |
* | "Timekeeping and payroll administration" |
*
* @param {Services_Workforce_Feature_PayrollInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_workforce_feature_payroll = /** @type {((inputs?: Services_Workforce_Feature_PayrollInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Workforce_Feature_PayrollInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_workforce_feature_payroll(inputs)
	return en_services_workforce_feature_payroll(inputs)
});