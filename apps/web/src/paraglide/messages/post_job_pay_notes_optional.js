/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Pay_Notes_OptionalInputs */

const en_post_job_pay_notes_optional = /** @type {(inputs: Post_Job_Pay_Notes_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay notes (optional)`)
};

const fr_post_job_pay_notes_optional = /** @type {(inputs: Post_Job_Pay_Notes_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes sur le salaire (facultatif)`)
};

/**
* | output |
* | --- |
* | "Pay notes (optional)" |
*
* @param {Post_Job_Pay_Notes_OptionalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_pay_notes_optional = /** @type {((inputs?: Post_Job_Pay_Notes_OptionalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Pay_Notes_OptionalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_pay_notes_optional(inputs)
	return en_post_job_pay_notes_optional(inputs)
});