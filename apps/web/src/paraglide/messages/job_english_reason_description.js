/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_English_Reason_DescriptionInputs */

const en_job_english_reason_description = /** @type {(inputs: Job_English_Reason_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Québec law asks why a job requires a language other than French (for example: the role serves clients outside Québec).`)
};

const fr_job_english_reason_description = /** @type {(inputs: Job_English_Reason_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La loi québécoise demande pourquoi un poste exige une autre langue que le français (par exemple : le poste sert des clients à l’extérieur du Québec).`)
};

/**
* | output |
* | --- |
* | "Québec law asks why a job requires a language other than French (for example: the role serves clients outside Québec)." |
*
* @param {Job_English_Reason_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_english_reason_description = /** @type {((inputs?: Job_English_Reason_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_English_Reason_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_english_reason_description(inputs)
	return en_job_english_reason_description(inputs)
});