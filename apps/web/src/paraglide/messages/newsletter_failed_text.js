/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Failed_TextInputs */

const en_newsletter_failed_text = /** @type {(inputs: Newsletter_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check your email address and try again.`)
};

const fr_newsletter_failed_text = /** @type {(inputs: Newsletter_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier votre adresse courriel et réessayer.`)
};

/**
* | output |
* | --- |
* | "Please check your email address and try again." |
*
* @param {Newsletter_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_failed_text = /** @type {((inputs?: Newsletter_Failed_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Failed_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_failed_text(inputs)
	return en_newsletter_failed_text(inputs)
});