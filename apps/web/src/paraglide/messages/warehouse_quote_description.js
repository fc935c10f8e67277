/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Quote_DescriptionInputs */

const en_warehouse_quote_description = /** @type {(inputs: Warehouse_Quote_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us what you need to store and ship. A warehouse specialist will contact you within 24 hours with options and pricing.`)
};

const fr_warehouse_quote_description = /** @type {(inputs: Warehouse_Quote_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites-nous ce que vous devez entreposer et expédier. Un spécialiste de l’entreposage communiquera avec vous dans les 24 heures avec des options et des prix.`)
};

/**
* | output |
* | --- |
* | "Tell us what you need to store and ship. A warehouse specialist will contact you within 24 hours with options and pricing." |
*
* @param {Warehouse_Quote_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_quote_description = /** @type {((inputs?: Warehouse_Quote_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Quote_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_quote_description(inputs)
	return en_warehouse_quote_description(inputs)
});