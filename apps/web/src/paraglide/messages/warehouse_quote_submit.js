/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Quote_SubmitInputs */

const en_warehouse_quote_submit = /** @type {(inputs: Warehouse_Quote_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request Warehouse Quote`)
};

const fr_warehouse_quote_submit = /** @type {(inputs: Warehouse_Quote_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander une soumission d’entreposage`)
};

/**
* | output |
* | --- |
* | "Request Warehouse Quote" |
*
* @param {Warehouse_Quote_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_quote_submit = /** @type {((inputs?: Warehouse_Quote_SubmitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Quote_SubmitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_quote_submit(inputs)
	return en_warehouse_quote_submit(inputs)
});