/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Field_Existing_VacancyInputs */

const en_post_job_field_existing_vacancy = /** @type {(inputs: Post_Job_Field_Existing_VacancyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Existing vacancy`)
};

const fr_post_job_field_existing_vacancy = /** @type {(inputs: Post_Job_Field_Existing_VacancyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poste vacant existant`)
};

/**
* | output |
* | --- |
* | "Existing vacancy" |
*
* @param {Post_Job_Field_Existing_VacancyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_field_existing_vacancy = /** @type {((inputs?: Post_Job_Field_Existing_VacancyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Field_Existing_VacancyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_field_existing_vacancy(inputs)
	return en_post_job_field_existing_vacancy(inputs)
});