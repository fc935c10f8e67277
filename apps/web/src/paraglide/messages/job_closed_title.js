/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Closed_TitleInputs */

const en_job_closed_title = /** @type {(inputs: Job_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This job is no longer accepting applications`)
};

const fr_job_closed_title = /** @type {(inputs: Job_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet emploi n'accepte plus de candidatures`)
};

/**
* | output |
* | --- |
* | "This job is no longer accepting applications" |
*
* @param {Job_Closed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_closed_title = /** @type {((inputs?: Job_Closed_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Closed_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_closed_title(inputs)
	return en_job_closed_title(inputs)
});