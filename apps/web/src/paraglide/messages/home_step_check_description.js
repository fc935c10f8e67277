/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Step_Check_DescriptionInputs */

const en_home_step_check_description = /** @type {(inputs: Home_Step_Check_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the job details, shift times, pay and requirements so you know the role is the right fit before you apply.`)
};

const fr_home_step_check_description = /** @type {(inputs: Home_Step_Check_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lisez les détails du poste, les horaires, le salaire et les exigences pour savoir si le poste vous convient avant de postuler.`)
};

/**
* | output |
* | --- |
* | "Read the job details, shift times, pay and requirements so you know the role is the right fit before you apply." |
*
* @param {Home_Step_Check_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_step_check_description = /** @type {((inputs?: Home_Step_Check_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step_Check_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_step_check_description(inputs)
	return en_home_step_check_description(inputs)
});