/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Submission_Failed_TitleInputs */

const en_form_submission_failed_title = /** @type {(inputs: Form_Submission_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submission Failed`)
};

const fr_form_submission_failed_title = /** @type {(inputs: Form_Submission_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l’envoi`)
};

/**
* | output |
* | --- |
* | "Submission Failed" |
*
* @param {Form_Submission_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_submission_failed_title = /** @type {((inputs?: Form_Submission_Failed_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Submission_Failed_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_submission_failed_title(inputs)
	return en_form_submission_failed_title(inputs)
});