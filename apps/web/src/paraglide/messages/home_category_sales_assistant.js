/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Category_Sales_AssistantInputs */

const en_home_category_sales_assistant = /** @type {(inputs: Home_Category_Sales_AssistantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sales Assistant`)
};

const fr_home_category_sales_assistant = /** @type {(inputs: Home_Category_Sales_AssistantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adjoint aux ventes`)
};

/**
* | output |
* | --- |
* | "Sales Assistant" |
*
* @param {Home_Category_Sales_AssistantInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_category_sales_assistant = /** @type {((inputs?: Home_Category_Sales_AssistantInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Category_Sales_AssistantInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_category_sales_assistant(inputs)
	return en_home_category_sales_assistant(inputs)
});