/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_CompanyInputs */

const en_error_company = /** @type {(inputs: Error_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company name is required`)
};

const fr_error_company = /** @type {(inputs: Error_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom de l'entreprise est obligatoire`)
};

/**
* | output |
* | --- |
* | "Company name is required" |
*
* @param {Error_CompanyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_company = /** @type {((inputs?: Error_CompanyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_CompanyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_company(inputs)
	return en_error_company(inputs)
});