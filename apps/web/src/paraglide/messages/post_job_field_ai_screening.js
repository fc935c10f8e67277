/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Field_Ai_ScreeningInputs */

const en_post_job_field_ai_screening = /** @type {(inputs: Post_Job_Field_Ai_ScreeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI screening`)
};

const fr_post_job_field_ai_screening = /** @type {(inputs: Post_Job_Field_Ai_ScreeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Présélection par IA`)
};

/**
* | output |
* | --- |
* | "AI screening" |
*
* @param {Post_Job_Field_Ai_ScreeningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_field_ai_screening = /** @type {((inputs?: Post_Job_Field_Ai_ScreeningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Field_Ai_ScreeningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_field_ai_screening(inputs)
	return en_post_job_field_ai_screening(inputs)
});