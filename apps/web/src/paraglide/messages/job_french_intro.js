/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_French_IntroInputs */

const en_job_french_intro = /** @type {(inputs: Job_French_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The job in French beside the English: French searches find it by these words. Optional, except for jobs in Québec.`)
};

const fr_job_french_intro = /** @type {(inputs: Job_French_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’offre en français à côté de l’anglais : les recherches en français la trouvent grâce à ces mots. Facultatif, sauf pour les emplois au Québec.`)
};

/**
* | output |
* | --- |
* | "The job in French beside the English: French searches find it by these words. Optional, except for jobs in Québec." |
*
* @param {Job_French_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_french_intro = /** @type {((inputs?: Job_French_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_French_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_french_intro(inputs)
	return en_job_french_intro(inputs)
});