/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bar_Find_JobInputs */

const en_bar_find_job = /** @type {(inputs: Bar_Find_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a Job`)
};

const fr_bar_find_job = /** @type {(inputs: Bar_Find_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emplois`)
};

/**
* | output |
* | --- |
* | "Find a Job" |
*
* @param {Bar_Find_JobInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const bar_find_job = /** @type {((inputs?: Bar_Find_JobInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bar_Find_JobInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_bar_find_job(inputs)
	return en_bar_find_job(inputs)
});