/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_AdministrativeInputs */

const en_category_administrative = /** @type {(inputs: Category_AdministrativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrative`)
};

const fr_category_administrative = /** @type {(inputs: Category_AdministrativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administration`)
};

/**
* | output |
* | --- |
* | "Administrative" |
*
* @param {Category_AdministrativeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_administrative = /** @type {((inputs?: Category_AdministrativeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_AdministrativeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_category_administrative(inputs)
	return en_category_administrative(inputs)
});