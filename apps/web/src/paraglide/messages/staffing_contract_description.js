/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Contract_DescriptionInputs */

const en_staffing_contract_description = /** @type {(inputs: Staffing_Contract_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evaluate performance on the job before you commit, then convert great workers to your own payroll.`)
};

const fr_staffing_contract_description = /** @type {(inputs: Staffing_Contract_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluez le rendement au travail avant de vous engager, puis intégrez les meilleurs travailleurs à votre propre personnel.`)
};

/**
* | output |
* | --- |
* | "Evaluate performance on the job before you commit, then convert great workers to your own payroll." |
*
* @param {Staffing_Contract_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_contract_description = /** @type {((inputs?: Staffing_Contract_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Contract_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_contract_description(inputs)
	return en_staffing_contract_description(inputs)
});