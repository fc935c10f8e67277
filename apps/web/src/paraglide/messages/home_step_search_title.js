/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Step_Search_TitleInputs */

const en_home_step_search_title = /** @type {(inputs: Home_Step_Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search for a Job`)
};

const fr_home_step_search_title = /** @type {(inputs: Home_Step_Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cherchez un emploi`)
};

/**
* | output |
* | --- |
* | "Search for a Job" |
*
* @param {Home_Step_Search_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_step_search_title = /** @type {((inputs?: Home_Step_Search_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step_Search_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_step_search_title(inputs)
	return en_home_step_search_title(inputs)
});