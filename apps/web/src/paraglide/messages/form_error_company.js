/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_CompanyInputs */

const en_form_error_company = /** @type {(inputs: Form_Error_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company name is required`)
};

const fr_form_error_company = /** @type {(inputs: Form_Error_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom de l’entreprise est obligatoire`)
};

/**
* | output |
* | --- |
* | "Company name is required" |
*
* @param {Form_Error_CompanyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_error_company = /** @type {((inputs?: Form_Error_CompanyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_CompanyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_error_company(inputs)
	return en_form_error_company(inputs)
});