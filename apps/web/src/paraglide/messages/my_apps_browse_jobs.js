/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Browse_JobsInputs */

const en_my_apps_browse_jobs = /** @type {(inputs: My_Apps_Browse_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse jobs`)
};

const fr_my_apps_browse_jobs = /** @type {(inputs: My_Apps_Browse_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir les emplois`)
};

/**
* | output |
* | --- |
* | "Browse jobs" |
*
* @param {My_Apps_Browse_JobsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_browse_jobs = /** @type {((inputs?: My_Apps_Browse_JobsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Browse_JobsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_browse_jobs(inputs)
	return en_my_apps_browse_jobs(inputs)
});