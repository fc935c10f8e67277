/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Quote_Thank_YouInputs */

const en_warehouse_quote_thank_you = /** @type {(inputs: Warehouse_Quote_Thank_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your inquiry! We'll contact you within 24 hours.`)
};

const fr_warehouse_quote_thank_you = /** @type {(inputs: Warehouse_Quote_Thank_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci de votre demande! Nous communiquerons avec vous dans les 24 heures.`)
};

/**
* | output |
* | --- |
* | "Thank you for your inquiry! We'll contact you within 24 hours." |
*
* @param {Warehouse_Quote_Thank_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_quote_thank_you = /** @type {((inputs?: Warehouse_Quote_Thank_YouInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Quote_Thank_YouInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_quote_thank_you(inputs)
	return en_warehouse_quote_thank_you(inputs)
});