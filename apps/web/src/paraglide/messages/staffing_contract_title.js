/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Contract_TitleInputs */

const en_staffing_contract_title = /** @type {(inputs: Staffing_Contract_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract-to-Hire`)
};

const fr_staffing_contract_title = /** @type {(inputs: Staffing_Contract_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrat menant à l’embauche`)
};

/**
* | output |
* | --- |
* | "Contract-to-Hire" |
*
* @param {Staffing_Contract_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_contract_title = /** @type {((inputs?: Staffing_Contract_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Contract_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_contract_title(inputs)
	return en_staffing_contract_title(inputs)
});