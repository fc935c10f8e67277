/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_HealthcareInputs */

const en_category_healthcare = /** @type {(inputs: Category_HealthcareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Healthcare`)
};

const fr_category_healthcare = /** @type {(inputs: Category_HealthcareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Santé`)
};

/**
* | output |
* | --- |
* | "Healthcare" |
*
* @param {Category_HealthcareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_healthcare = /** @type {((inputs?: Category_HealthcareInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_HealthcareInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_category_healthcare(inputs)
	return en_category_healthcare(inputs)
});