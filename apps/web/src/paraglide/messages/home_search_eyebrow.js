/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Search_EyebrowInputs */

const en_home_search_eyebrow = /** @type {(inputs: Home_Search_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job seekers`)
};

const fr_home_search_eyebrow = /** @type {(inputs: Home_Search_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chercheurs d’emploi`)
};

/**
* | output |
* | --- |
* | "Job seekers" |
*
* @param {Home_Search_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_search_eyebrow = /** @type {((inputs?: Home_Search_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Search_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_search_eyebrow(inputs)
	return en_home_search_eyebrow(inputs)
});