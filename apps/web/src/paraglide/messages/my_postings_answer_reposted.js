/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Answer_RepostedInputs */

const en_my_postings_answer_reposted = /** @type {(inputs: My_Postings_Answer_RepostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your job posting was sent for review.`)
};

const fr_my_postings_answer_reposted = /** @type {(inputs: My_Postings_Answer_RepostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre offre d’emploi a été envoyée pour examen.`)
};

/**
* | output |
* | --- |
* | "Your job posting was sent for review." |
*
* @param {My_Postings_Answer_RepostedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_answer_reposted = /** @type {((inputs?: My_Postings_Answer_RepostedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Answer_RepostedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_answer_reposted(inputs)
	return en_my_postings_answer_reposted(inputs)
});