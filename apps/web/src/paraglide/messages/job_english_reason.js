/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_English_ReasonInputs */

const en_job_english_reason = /** @type {(inputs: Job_English_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason for requiring English`)
};

const fr_job_english_reason = /** @type {(inputs: Job_English_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raison pour laquelle l’anglais est exigé`)
};

/**
* | output |
* | --- |
* | "Reason for requiring English" |
*
* @param {Job_English_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_english_reason = /** @type {((inputs?: Job_English_ReasonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_English_ReasonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_english_reason(inputs)
	return en_job_english_reason(inputs)
});