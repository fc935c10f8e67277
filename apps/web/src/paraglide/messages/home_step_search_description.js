/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Step_Search_DescriptionInputs */

const en_home_step_search_description = /** @type {(inputs: Home_Step_Search_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse current openings by keyword, location, job type or category and find roles that match your skills.`)
};

const fr_home_step_search_description = /** @type {(inputs: Home_Step_Search_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourez les postes ouverts par mot-clé, lieu, type d’emploi ou catégorie et trouvez ceux qui correspondent à vos compétences.`)
};

/**
* | output |
* | --- |
* | "Browse current openings by keyword, location, job type or category and find roles that match your skills." |
*
* @param {Home_Step_Search_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_step_search_description = /** @type {((inputs?: Home_Step_Search_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step_Search_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_step_search_description(inputs)
	return en_home_step_search_description(inputs)
});