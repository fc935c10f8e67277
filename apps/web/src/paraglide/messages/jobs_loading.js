/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_LoadingInputs */

const en_jobs_loading = /** @type {(inputs: Jobs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading jobs`)
};

const fr_jobs_loading = /** @type {(inputs: Jobs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des emplois`)
};

/**
* | output |
* | --- |
* | "Loading jobs" |
*
* @param {Jobs_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_loading = /** @type {((inputs?: Jobs_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_loading(inputs)
	return en_jobs_loading(inputs)
});