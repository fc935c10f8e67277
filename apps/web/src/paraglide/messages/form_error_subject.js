/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_SubjectInputs */

const en_form_error_subject = /** @type {(inputs: Form_Error_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject must be at least 5 characters`)
};

const fr_form_error_subject = /** @type {(inputs: Form_Error_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’objet doit comporter au moins 5 caractères`)
};

/**
* | output |
* | --- |
* | "Subject must be at least 5 characters" |
*
* @param {Form_Error_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_subject = /** @type {((inputs?: Form_Error_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_subject(inputs)
	return en_form_error_subject(inputs)
});