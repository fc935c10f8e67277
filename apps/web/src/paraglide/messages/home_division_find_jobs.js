/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Division_Find_JobsInputs */

const en_home_division_find_jobs = /** @type {(inputs: Home_Division_Find_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Jobs`)
};

const fr_home_division_find_jobs = /** @type {(inputs: Home_Division_Find_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver un emploi`)
};

/**
* | output |
* | --- |
* | "Find Jobs" |
*
* @param {Home_Division_Find_JobsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_division_find_jobs = /** @type {((inputs?: Home_Division_Find_JobsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Division_Find_JobsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_division_find_jobs(inputs)
	return en_home_division_find_jobs(inputs)
});