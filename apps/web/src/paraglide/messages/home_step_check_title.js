/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Step_Check_TitleInputs */

const en_home_step_check_title = /** @type {(inputs: Home_Step_Check_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the Requirements`)
};

const fr_home_step_check_title = /** @type {(inputs: Home_Step_Check_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez les exigences`)
};

/**
* | output |
* | --- |
* | "Check the Requirements" |
*
* @param {Home_Step_Check_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_step_check_title = /** @type {((inputs?: Home_Step_Check_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step_Check_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_step_check_title(inputs)
	return en_home_step_check_title(inputs)
});