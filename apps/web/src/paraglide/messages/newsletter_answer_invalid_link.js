/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Answer_Invalid_LinkInputs */

const en_newsletter_answer_invalid_link = /** @type {(inputs: Newsletter_Answer_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This confirmation link is invalid or has expired.`)
};

const fr_newsletter_answer_invalid_link = /** @type {(inputs: Newsletter_Answer_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de confirmation est invalide ou a expiré.`)
};

/**
* | output |
* | --- |
* | "This confirmation link is invalid or has expired." |
*
* @param {Newsletter_Answer_Invalid_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_answer_invalid_link = /** @type {((inputs?: Newsletter_Answer_Invalid_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Answer_Invalid_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_answer_invalid_link(inputs)
	return en_newsletter_answer_invalid_link(inputs)
});