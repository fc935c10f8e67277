/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Customer_ServiceInputs */

const en_category_customer_service = /** @type {(inputs: Category_Customer_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer Service`)
};

const fr_category_customer_service = /** @type {(inputs: Category_Customer_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service à la clientèle`)
};

/**
* | output |
* | --- |
* | "Customer Service" |
*
* @param {Category_Customer_ServiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_customer_service = /** @type {((inputs?: Category_Customer_ServiceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Customer_ServiceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_category_customer_service(inputs)
	return en_category_customer_service(inputs)
});