/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_A_JobInputs */

const en_my_apps_a_job = /** @type {(inputs: My_Apps_A_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A job`)
};

const fr_my_apps_a_job = /** @type {(inputs: My_Apps_A_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un emploi`)
};

/**
* | output |
* | --- |
* | "A job" |
*
* @param {My_Apps_A_JobInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_a_job = /** @type {((inputs?: My_Apps_A_JobInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_A_JobInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_a_job(inputs)
	return en_my_apps_a_job(inputs)
});