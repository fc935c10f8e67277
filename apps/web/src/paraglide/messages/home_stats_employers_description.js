/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Stats_Employers_DescriptionInputs */

const en_home_stats_employers_description = /** @type {(inputs: Home_Stats_Employers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario companies that trust us with their hiring`)
};

const fr_home_stats_employers_description = /** @type {(inputs: Home_Stats_Employers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreprises ontariennes qui nous confient leur recrutement`)
};

/**
* | output |
* | --- |
* | "Ontario companies that trust us with their hiring" |
*
* @param {Home_Stats_Employers_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_stats_employers_description = /** @type {((inputs?: Home_Stats_Employers_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Stats_Employers_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_stats_employers_description(inputs)
	return en_home_stats_employers_description(inputs)
});