/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cta_Work_ButtonInputs */

const en_home_cta_work_button = /** @type {(inputs: Home_Cta_Work_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search Open Roles`)
};

const fr_home_cta_work_button = /** @type {(inputs: Home_Cta_Work_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les postes ouverts`)
};

/**
* | output |
* | --- |
* | "Search Open Roles" |
*
* @param {Home_Cta_Work_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_cta_work_button = /** @type {((inputs?: Home_Cta_Work_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cta_Work_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_cta_work_button(inputs)
	return en_home_cta_work_button(inputs)
});