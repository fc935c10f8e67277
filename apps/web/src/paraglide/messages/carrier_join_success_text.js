/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_Success_TextInputs */

const en_carrier_join_success_text = /** @type {(inputs: Carrier_Join_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your interest! We'll review your application and contact you soon.`)
};

const fr_carrier_join_success_text = /** @type {(inputs: Carrier_Join_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci de votre intérêt! Nous examinerons votre demande et communiquerons avec vous sous peu.`)
};

/**
* | output |
* | --- |
* | "Thank you for your interest! We'll review your application and contact you soon." |
*
* @param {Carrier_Join_Success_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_success_text = /** @type {((inputs?: Carrier_Join_Success_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_Success_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_success_text(inputs)
	return en_carrier_join_success_text(inputs)
});