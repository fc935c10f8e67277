/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Step_Apply_DescriptionInputs */

const en_home_step_apply_description = /** @type {(inputs: Home_Step_Apply_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send your application with a short cover letter and your resume, as a file or a link. It takes only a few minutes.`)
};

const fr_home_step_apply_description = /** @type {(inputs: Home_Step_Apply_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez votre candidature avec une courte lettre de présentation et votre CV, en fichier ou en lien. Cela ne prend que quelques minutes.`)
};

/**
* | output |
* | --- |
* | "Send your application with a short cover letter and your resume, as a file or a link. It takes only a few minutes." |
*
* @param {Home_Step_Apply_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_step_apply_description = /** @type {((inputs?: Home_Step_Apply_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step_Apply_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_step_apply_description(inputs)
	return en_home_step_apply_description(inputs)
});