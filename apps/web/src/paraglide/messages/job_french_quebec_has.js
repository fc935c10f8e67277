/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_French_Quebec_HasInputs */

const en_job_french_quebec_has = /** @type {(inputs: Job_French_Quebec_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jobs in Québec are published in French: this job has its French title and description. A job that requires English must say why.`)
};

const fr_job_french_quebec_has = /** @type {(inputs: Job_French_Quebec_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les emplois au Québec sont publiés en français : cette offre a son titre et sa description en français. Une offre qui exige l’anglais doit dire pourquoi.`)
};

/**
* | output |
* | --- |
* | "Jobs in Québec are published in French: this job has its French title and description. A job that requires English must say why." |
*
* @param {Job_French_Quebec_HasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_french_quebec_has = /** @type {((inputs?: Job_French_Quebec_HasInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_French_Quebec_HasInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_french_quebec_has(inputs)
	return en_job_french_quebec_has(inputs)
});