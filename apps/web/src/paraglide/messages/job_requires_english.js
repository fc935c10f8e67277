/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Requires_EnglishInputs */

const en_job_requires_english = /** @type {(inputs: Job_Requires_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This job requires English`)
};

const fr_job_requires_english = /** @type {(inputs: Job_Requires_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce poste exige l’anglais`)
};

/**
* | output |
* | --- |
* | "This job requires English" |
*
* @param {Job_Requires_EnglishInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_requires_english = /** @type {((inputs?: Job_Requires_EnglishInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Requires_EnglishInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_requires_english(inputs)
	return en_job_requires_english(inputs)
});