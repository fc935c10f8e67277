/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Search_TitleInputs */

const en_home_search_title = /** @type {(inputs: Home_Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find your next job in Ontario`)
};

const fr_home_search_title = /** @type {(inputs: Home_Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouvez votre prochain emploi en Ontario`)
};

/**
* | output |
* | --- |
* | "Find your next job in Ontario" |
*
* @param {Home_Search_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_search_title = /** @type {((inputs?: Home_Search_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Search_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_search_title(inputs)
	return en_home_search_title(inputs)
});