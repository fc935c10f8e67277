/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_Form_LabelInputs */

const en_transport_quote_form_label = /** @type {(inputs: Transport_Quote_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportation quote request`)
};

const fr_transport_quote_form_label = /** @type {(inputs: Transport_Quote_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande de soumission de transport`)
};

/**
* | output |
* | --- |
* | "Transportation quote request" |
*
* @param {Transport_Quote_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_form_label = /** @type {((inputs?: Transport_Quote_Form_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_Form_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_form_label(inputs)
	return en_transport_quote_form_label(inputs)
});