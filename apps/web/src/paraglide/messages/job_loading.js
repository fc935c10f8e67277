/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_LoadingInputs */

const en_job_loading = /** @type {(inputs: Job_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading job`)
};

const fr_job_loading = /** @type {(inputs: Job_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l'emploi`)
};

/**
* | output |
* | --- |
* | "Loading job" |
*
* @param {Job_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_loading = /** @type {((inputs?: Job_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_loading(inputs)
	return en_job_loading(inputs)
});