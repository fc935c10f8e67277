/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_English_ReasonInputs */

const en_form_error_english_reason = /** @type {(inputs: Form_Error_English_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say why the job requires English: Québec law asks for the reason`)
};

const fr_form_error_english_reason = /** @type {(inputs: Form_Error_English_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez pourquoi le poste exige l’anglais : la loi québécoise demande la raison`)
};

/**
* | output |
* | --- |
* | "Say why the job requires English: Québec law asks for the reason" |
*
* @param {Form_Error_English_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_english_reason = /** @type {((inputs?: Form_Error_English_ReasonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_English_ReasonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_english_reason(inputs)
	return en_form_error_english_reason(inputs)
});