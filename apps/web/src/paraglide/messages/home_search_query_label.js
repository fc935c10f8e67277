/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Search_Query_LabelInputs */

const en_home_search_query_label = /** @type {(inputs: Home_Search_Query_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job title, keywords or company`)
};

const fr_home_search_query_label = /** @type {(inputs: Home_Search_Query_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre du poste, mots-clés ou entreprise`)
};

/**
* | output |
* | --- |
* | "Job title, keywords or company" |
*
* @param {Home_Search_Query_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_search_query_label = /** @type {((inputs?: Home_Search_Query_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Search_Query_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_search_query_label(inputs)
	return en_home_search_query_label(inputs)
});