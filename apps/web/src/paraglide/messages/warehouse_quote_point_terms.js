/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Quote_Point_TermsInputs */

const en_warehouse_quote_point_terms = /** @type {(inputs: Warehouse_Quote_Point_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short-term and long-term agreements`)
};

const fr_warehouse_quote_point_terms = /** @type {(inputs: Warehouse_Quote_Point_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ententes à court et à long terme`)
};

/**
* | output |
* | --- |
* | "Short-term and long-term agreements" |
*
* @param {Warehouse_Quote_Point_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_quote_point_terms = /** @type {((inputs?: Warehouse_Quote_Point_TermsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Quote_Point_TermsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_quote_point_terms(inputs)
	return en_warehouse_quote_point_terms(inputs)
});