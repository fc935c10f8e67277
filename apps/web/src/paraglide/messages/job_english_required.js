/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_English_RequiredInputs */

const en_job_english_required = /** @type {(inputs: Job_English_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English required:`)
};

const fr_job_english_required = /** @type {(inputs: Job_English_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anglais exigé :`)
};

/**
* | output |
* | --- |
* | "English required:" |
*
* @param {Job_English_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_english_required = /** @type {((inputs?: Job_English_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_English_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_english_required(inputs)
	return en_job_english_required(inputs)
});