/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Stats_Jobs_DescriptionInputs */

const en_home_stats_jobs_description = /** @type {(inputs: Home_Stats_Jobs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open roles across the Greater Toronto Area and beyond`)
};

const fr_home_stats_jobs_description = /** @type {(inputs: Home_Stats_Jobs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postes ouverts dans la région du Grand Toronto et ailleurs`)
};

/**
* | output |
* | --- |
* | "Open roles across the Greater Toronto Area and beyond" |
*
* @param {Home_Stats_Jobs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_stats_jobs_description = /** @type {((inputs?: Home_Stats_Jobs_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Stats_Jobs_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_stats_jobs_description(inputs)
	return en_home_stats_jobs_description(inputs)
});