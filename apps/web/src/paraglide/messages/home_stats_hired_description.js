/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Stats_Hired_DescriptionInputs */

const en_home_stats_hired_description = /** @type {(inputs: Home_Stats_Hired_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidates placed in temporary and permanent roles`)
};

const fr_home_stats_hired_description = /** @type {(inputs: Home_Stats_Hired_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidats placés dans des postes temporaires et permanents`)
};

/**
* | output |
* | --- |
* | "Candidates placed in temporary and permanent roles" |
*
* @param {Home_Stats_Hired_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_stats_hired_description = /** @type {((inputs?: Home_Stats_Hired_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Stats_Hired_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_stats_hired_description(inputs)
	return en_home_stats_hired_description(inputs)
});