/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_TimelineInputs */

const en_form_error_timeline = /** @type {(inputs: Form_Error_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select timeline`)
};

const fr_form_error_timeline = /** @type {(inputs: Form_Error_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un délai`)
};

/**
* | output |
* | --- |
* | "Please select timeline" |
*
* @param {Form_Error_TimelineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_timeline = /** @type {((inputs?: Form_Error_TimelineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_TimelineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_timeline(inputs)
	return en_form_error_timeline(inputs)
});