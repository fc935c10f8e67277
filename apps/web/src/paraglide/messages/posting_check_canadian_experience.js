/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Posting_Check_Canadian_ExperienceInputs */

const en_posting_check_canadian_experience = /** @type {(inputs: Posting_Check_Canadian_ExperienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario job postings may not require Canadian experience`)
};

const fr_posting_check_canadian_experience = /** @type {(inputs: Posting_Check_Canadian_ExperienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les offres d’emploi en Ontario ne peuvent pas exiger d’expérience canadienne`)
};

/**
* | output |
* | --- |
* | "Ontario job postings may not require Canadian experience" |
*
* @param {Posting_Check_Canadian_ExperienceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const posting_check_canadian_experience = /** @type {((inputs?: Posting_Check_Canadian_ExperienceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Posting_Check_Canadian_ExperienceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_posting_check_canadian_experience(inputs)
	return en_posting_check_canadian_experience(inputs)
});