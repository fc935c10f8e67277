/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Head_KeywordsInputs */

const en_jobs_head_keywords = /** @type {(inputs: Jobs_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jobs in Ontario, warehouse jobs, forklift jobs, truck driver jobs, manufacturing jobs, general labour jobs, remote jobs Canada, staffing agency jobs, Mississauga jobs, Brampton jobs`)
};

const fr_jobs_head_keywords = /** @type {(inputs: Jobs_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`emplois en Ontario, emplois au Québec, emplois en entrepôt, cariste, chariot élévateur, chauffeur de camion, emplois en fabrication, manœuvre, télétravail Canada, agence de placement`)
};

/**
* | output |
* | --- |
* | "jobs in Ontario, warehouse jobs, forklift jobs, truck driver jobs, manufacturing jobs, general labour jobs, remote jobs Canada, staffing agency jobs, Mississ..." |
*
* @param {Jobs_Head_KeywordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_head_keywords = /** @type {((inputs?: Jobs_Head_KeywordsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Head_KeywordsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_head_keywords(inputs)
	return en_jobs_head_keywords(inputs)
});