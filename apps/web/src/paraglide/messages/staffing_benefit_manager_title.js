/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Benefit_Manager_TitleInputs */

const en_staffing_benefit_manager_title = /** @type {(inputs: Staffing_Benefit_Manager_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Dedicated Account Manager`)
};

const fr_staffing_benefit_manager_title = /** @type {(inputs: Staffing_Benefit_Manager_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un gestionnaire de compte attitré`)
};

/**
* | output |
* | --- |
* | "A Dedicated Account Manager" |
*
* @param {Staffing_Benefit_Manager_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_benefit_manager_title = /** @type {((inputs?: Staffing_Benefit_Manager_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Benefit_Manager_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_benefit_manager_title(inputs)
	return en_staffing_benefit_manager_title(inputs)
});