/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Submission_Failed_TextInputs */

const en_form_submission_failed_text = /** @type {(inputs: Form_Submission_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again or contact us directly.`)
};

const fr_form_submission_failed_text = /** @type {(inputs: Form_Submission_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez réessayer ou communiquer directement avec nous.`)
};

/**
* | output |
* | --- |
* | "Please try again or contact us directly." |
*
* @param {Form_Submission_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_submission_failed_text = /** @type {((inputs?: Form_Submission_Failed_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Submission_Failed_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_submission_failed_text(inputs)
	return en_form_submission_failed_text(inputs)
});