/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Quote_TitleInputs */

const en_warehouse_quote_title = /** @type {(inputs: Warehouse_Quote_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a Warehouse Quote`)
};

const fr_warehouse_quote_title = /** @type {(inputs: Warehouse_Quote_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandez une soumission d’entreposage`)
};

/**
* | output |
* | --- |
* | "Request a Warehouse Quote" |
*
* @param {Warehouse_Quote_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_quote_title = /** @type {((inputs?: Warehouse_Quote_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Quote_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_quote_title(inputs)
	return en_warehouse_quote_title(inputs)
});