/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Jobs_LoadingInputs */

const en_home_jobs_loading = /** @type {(inputs: Home_Jobs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading jobs`)
};

const fr_home_jobs_loading = /** @type {(inputs: Home_Jobs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des emplois`)
};

/**
* | output |
* | --- |
* | "Loading jobs" |
*
* @param {Home_Jobs_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_jobs_loading = /** @type {((inputs?: Home_Jobs_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Jobs_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_jobs_loading(inputs)
	return en_home_jobs_loading(inputs)
});