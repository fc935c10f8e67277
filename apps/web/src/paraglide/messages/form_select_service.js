/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Select_ServiceInputs */

const en_form_select_service = /** @type {(inputs: Form_Select_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a service`)
};

const fr_form_select_service = /** @type {(inputs: Form_Select_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un service`)
};

/**
* | output |
* | --- |
* | "Select a service" |
*
* @param {Form_Select_ServiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_select_service = /** @type {((inputs?: Form_Select_ServiceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Select_ServiceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_form_select_service(inputs)
	return en_form_select_service(inputs)
});