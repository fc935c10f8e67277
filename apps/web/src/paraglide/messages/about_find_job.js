/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Find_JobInputs */

const en_about_find_job = /** @type {(inputs: About_Find_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a Job`)
};

const fr_about_find_job = /** @type {(inputs: About_Find_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver un emploi`)
};

/**
* | output |
* | --- |
* | "Find a Job" |
*
* @param {About_Find_JobInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_find_job = /** @type {((inputs?: About_Find_JobInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Find_JobInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_find_job(inputs)
	return en_about_find_job(inputs)
});