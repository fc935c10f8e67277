/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cta_Project_ButtonInputs */

const en_home_cta_project_button = /** @type {(inputs: Home_Cta_Project_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Talk to Our Team`)
};

const fr_home_cta_project_button = /** @type {(inputs: Home_Cta_Project_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parler à notre équipe`)
};

/**
* | output |
* | --- |
* | "Talk to Our Team" |
*
* @param {Home_Cta_Project_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_cta_project_button = /** @type {((inputs?: Home_Cta_Project_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cta_Project_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_cta_project_button(inputs)
	return en_home_cta_project_button(inputs)
});