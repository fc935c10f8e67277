/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_French_Quebec_AddInputs */

const en_job_french_quebec_add = /** @type {(inputs: Job_French_Quebec_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jobs in Québec are published in French: add the French title and description. A job that requires English must say why.`)
};

const fr_job_french_quebec_add = /** @type {(inputs: Job_French_Quebec_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les emplois au Québec sont publiés en français : ajoutez le titre et la description en français. Une offre qui exige l’anglais doit dire pourquoi.`)
};

/**
* | output |
* | --- |
* | "Jobs in Québec are published in French: add the French title and description. A job that requires English must say why." |
*
* @param {Job_French_Quebec_AddInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_french_quebec_add = /** @type {((inputs?: Job_French_Quebec_AddInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_French_Quebec_AddInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_french_quebec_add(inputs)
	return en_job_french_quebec_add(inputs)
});