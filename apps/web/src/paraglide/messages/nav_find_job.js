/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Find_JobInputs */

const en_nav_find_job = /** @type {(inputs: Nav_Find_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Job`)
};

const fr_nav_find_job = /** @type {(inputs: Nav_Find_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emplois`)
};

/**
* | output |
* | --- |
* | "Find Job" |
*
* @param {Nav_Find_JobInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_find_job = /** @type {((inputs?: Nav_Find_JobInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Find_JobInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_find_job(inputs)
	return en_nav_find_job(inputs)
});