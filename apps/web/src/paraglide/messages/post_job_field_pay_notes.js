/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Field_Pay_NotesInputs */

const en_post_job_field_pay_notes = /** @type {(inputs: Post_Job_Field_Pay_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay notes`)
};

const fr_post_job_field_pay_notes = /** @type {(inputs: Post_Job_Field_Pay_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes sur le salaire`)
};

/**
* | output |
* | --- |
* | "Pay notes" |
*
* @param {Post_Job_Field_Pay_NotesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_field_pay_notes = /** @type {((inputs?: Post_Job_Field_Pay_NotesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Field_Pay_NotesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_field_pay_notes(inputs)
	return en_post_job_field_pay_notes(inputs)
});