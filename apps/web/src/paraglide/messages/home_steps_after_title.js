/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Steps_After_TitleInputs */

const en_home_steps_after_title = /** @type {(inputs: Home_Steps_After_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happens after you apply`)
};

const fr_home_steps_after_title = /** @type {(inputs: Home_Steps_After_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce qui se passe après votre candidature`)
};

/**
* | output |
* | --- |
* | "What happens after you apply" |
*
* @param {Home_Steps_After_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_steps_after_title = /** @type {((inputs?: Home_Steps_After_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Steps_After_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_steps_after_title(inputs)
	return en_home_steps_after_title(inputs)
});