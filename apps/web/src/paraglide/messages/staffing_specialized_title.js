/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Specialized_TitleInputs */

const en_staffing_specialized_title = /** @type {(inputs: Staffing_Specialized_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Specialized Roles`)
};

const fr_staffing_specialized_title = /** @type {(inputs: Staffing_Specialized_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postes spécialisés`)
};

/**
* | output |
* | --- |
* | "Specialized Roles" |
*
* @param {Staffing_Specialized_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_specialized_title = /** @type {((inputs?: Staffing_Specialized_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Specialized_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_specialized_title(inputs)
	return en_staffing_specialized_title(inputs)
});