/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Jobs_TitleInputs */

const en_home_jobs_title = /** @type {(inputs: Home_Jobs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest Job Openings`)
};

const fr_home_jobs_title = /** @type {(inputs: Home_Jobs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernières offres d’emploi`)
};

/**
* | output |
* | --- |
* | "Latest Job Openings" |
*
* @param {Home_Jobs_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_jobs_title = /** @type {((inputs?: Home_Jobs_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Jobs_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_jobs_title(inputs)
	return en_home_jobs_title(inputs)
});