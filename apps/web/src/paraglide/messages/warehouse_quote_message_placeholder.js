/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Quote_Message_PlaceholderInputs */

const en_warehouse_quote_message_placeholder = /** @type {(inputs: Warehouse_Quote_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your products, volumes, order profile and timing.`)
};

const fr_warehouse_quote_message_placeholder = /** @type {(inputs: Warehouse_Quote_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de vos produits, de vos volumes, de votre profil de commandes et de vos échéances.`)
};

/**
* | output |
* | --- |
* | "Tell us about your products, volumes, order profile and timing." |
*
* @param {Warehouse_Quote_Message_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_quote_message_placeholder = /** @type {((inputs?: Warehouse_Quote_Message_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Quote_Message_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_quote_message_placeholder(inputs)
	return en_warehouse_quote_message_placeholder(inputs)
});