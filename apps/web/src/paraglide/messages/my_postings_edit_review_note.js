/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Edit_Review_NoteInputs */

const en_my_postings_edit_review_note = /** @type {(inputs: My_Postings_Edit_Review_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving sends your changes for review; we publish the job once approved.`)
};

const fr_my_postings_edit_review_note = /** @type {(inputs: My_Postings_Edit_Review_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’enregistrement envoie vos modifications pour examen; nous publions l’offre une fois approuvée.`)
};

/**
* | output |
* | --- |
* | "Saving sends your changes for review; we publish the job once approved." |
*
* @param {My_Postings_Edit_Review_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_edit_review_note = /** @type {((inputs?: My_Postings_Edit_Review_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Edit_Review_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_edit_review_note(inputs)
	return en_my_postings_edit_review_note(inputs)
});