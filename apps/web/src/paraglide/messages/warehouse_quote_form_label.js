/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Quote_Form_LabelInputs */

const en_warehouse_quote_form_label = /** @type {(inputs: Warehouse_Quote_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warehouse quote request`)
};

const fr_warehouse_quote_form_label = /** @type {(inputs: Warehouse_Quote_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande de soumission d’entreposage`)
};

/**
* | output |
* | --- |
* | "Warehouse quote request" |
*
* @param {Warehouse_Quote_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_quote_form_label = /** @type {((inputs?: Warehouse_Quote_Form_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Quote_Form_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_quote_form_label(inputs)
	return en_warehouse_quote_form_label(inputs)
});