/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_No_SimilarInputs */

const en_job_no_similar = /** @type {(inputs: Job_No_SimilarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No similar jobs are open right now.`)
};

const fr_job_no_similar = /** @type {(inputs: Job_No_SimilarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun emploi semblable n'est ouvert pour le moment.`)
};

/**
* | output |
* | --- |
* | "No similar jobs are open right now." |
*
* @param {Job_No_SimilarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_no_similar = /** @type {((inputs?: Job_No_SimilarInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_No_SimilarInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_no_similar(inputs)
	return en_job_no_similar(inputs)
});