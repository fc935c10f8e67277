/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Get_QuoteInputs */

const en_warehouse_get_quote = /** @type {(inputs: Warehouse_Get_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a Warehouse Quote`)
};

const fr_warehouse_get_quote = /** @type {(inputs: Warehouse_Get_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtenir une soumission d’entreposage`)
};

/**
* | output |
* | --- |
* | "Get a Warehouse Quote" |
*
* @param {Warehouse_Get_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_get_quote = /** @type {((inputs?: Warehouse_Get_QuoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Get_QuoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_get_quote(inputs)
	return en_warehouse_get_quote(inputs)
});