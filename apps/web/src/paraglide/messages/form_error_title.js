/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_TitleInputs */

const en_form_error_title = /** @type {(inputs: Form_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title is required`)
};

const fr_form_error_title = /** @type {(inputs: Form_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le titre est obligatoire`)
};

/**
* | output |
* | --- |
* | "Title is required" |
*
* @param {Form_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_title = /** @type {((inputs?: Form_Error_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_title(inputs)
	return en_form_error_title(inputs)
});