/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Jobs_Load_MoreInputs */

const en_home_jobs_load_more = /** @type {(inputs: Home_Jobs_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load More Jobs`)
};

const fr_home_jobs_load_more = /** @type {(inputs: Home_Jobs_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir plus d’emplois`)
};

/**
* | output |
* | --- |
* | "Load More Jobs" |
*
* @param {Home_Jobs_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_jobs_load_more = /** @type {((inputs?: Home_Jobs_Load_MoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Jobs_Load_MoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_jobs_load_more(inputs)
	return en_home_jobs_load_more(inputs)
});