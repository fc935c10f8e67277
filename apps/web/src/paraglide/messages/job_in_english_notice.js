/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_In_English_NoticeInputs */

const en_job_in_english_notice = /** @type {(inputs: Job_In_English_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This job posting is only available in English.`)
};

const fr_job_in_english_notice = /** @type {(inputs: Job_In_English_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette offre d'emploi n'est offerte qu'en anglais.`)
};

/**
* | output |
* | --- |
* | "This job posting is only available in English." |
*
* @param {Job_In_English_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_in_english_notice = /** @type {((inputs?: Job_In_English_NoticeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_In_English_NoticeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_in_english_notice(inputs)
	return en_job_in_english_notice(inputs)
});