/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Review_NoteInputs */

const en_post_job_review_note = /** @type {(inputs: Post_Job_Review_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All submissions are reviewed by our team before publishing. Your job will appear on our jobs board once approved.`)
};

const fr_post_job_review_note = /** @type {(inputs: Post_Job_Review_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les soumissions sont examinées par notre équipe avant publication. Votre offre paraîtra sur notre babillard d’emplois une fois approuvée.`)
};

/**
* | output |
* | --- |
* | "All submissions are reviewed by our team before publishing. Your job will appear on our jobs board once approved." |
*
* @param {Post_Job_Review_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_review_note = /** @type {((inputs?: Post_Job_Review_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Review_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_review_note(inputs)
	return en_post_job_review_note(inputs)
});