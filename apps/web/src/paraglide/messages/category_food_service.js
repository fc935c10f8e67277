/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Food_ServiceInputs */

const en_category_food_service = /** @type {(inputs: Category_Food_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Food Service`)
};

const fr_category_food_service = /** @type {(inputs: Category_Food_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restauration`)
};

/**
* | output |
* | --- |
* | "Food Service" |
*
* @param {Category_Food_ServiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_food_service = /** @type {((inputs?: Category_Food_ServiceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Food_ServiceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_category_food_service(inputs)
	return en_category_food_service(inputs)
});