/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Posting_Check_Existing_VacancyInputs */

const en_posting_check_existing_vacancy = /** @type {(inputs: Posting_Check_Existing_VacancyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario job postings must say whether the posting is for an existing vacancy`)
};

const fr_posting_check_existing_vacancy = /** @type {(inputs: Posting_Check_Existing_VacancyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les offres d’emploi en Ontario doivent indiquer si elles visent un poste vacant existant`)
};

/**
* | output |
* | --- |
* | "Ontario job postings must say whether the posting is for an existing vacancy" |
*
* @param {Posting_Check_Existing_VacancyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const posting_check_existing_vacancy = /** @type {((inputs?: Posting_Check_Existing_VacancyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Posting_Check_Existing_VacancyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_posting_check_existing_vacancy(inputs)
	return en_posting_check_existing_vacancy(inputs)
});