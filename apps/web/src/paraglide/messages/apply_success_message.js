/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Success_MessageInputs */

const en_apply_success_message = /** @type {(inputs: Apply_Success_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your job application has been submitted successfully. We'll be in touch soon!`)
};

const fr_apply_success_message = /** @type {(inputs: Apply_Success_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre candidature a bien été envoyée. Nous vous contacterons bientôt!`)
};

/**
* | output |
* | --- |
* | "Your job application has been submitted successfully. We'll be in touch soon!" |
*
* @param {Apply_Success_MessageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_success_message = /** @type {((inputs?: Apply_Success_MessageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Success_MessageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_success_message(inputs)
	return en_apply_success_message(inputs)
});