/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cta_Project_TitleInputs */

const en_home_cta_project_title = /** @type {(inputs: Home_Cta_Project_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Have a project in mind?`)
};

const fr_home_cta_project_title = /** @type {(inputs: Home_Cta_Project_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez un projet en tête?`)
};

/**
* | output |
* | --- |
* | "Have a project in mind?" |
*
* @param {Home_Cta_Project_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_cta_project_title = /** @type {((inputs?: Home_Cta_Project_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cta_Project_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_cta_project_title(inputs)
	return en_home_cta_project_title(inputs)
});