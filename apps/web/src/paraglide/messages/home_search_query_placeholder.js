/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Search_Query_PlaceholderInputs */

const en_home_search_query_placeholder = /** @type {(inputs: Home_Search_Query_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Forklift Operator`)
};

const fr_home_search_query_placeholder = /** @type {(inputs: Home_Search_Query_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. Cariste`)
};

/**
* | output |
* | --- |
* | "e.g. Forklift Operator" |
*
* @param {Home_Search_Query_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_search_query_placeholder = /** @type {((inputs?: Home_Search_Query_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Search_Query_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_search_query_placeholder(inputs)
	return en_home_search_query_placeholder(inputs)
});