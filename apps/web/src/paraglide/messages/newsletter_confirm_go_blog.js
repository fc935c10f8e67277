/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Confirm_Go_BlogInputs */

const en_newsletter_confirm_go_blog = /** @type {(inputs: Newsletter_Confirm_Go_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the Blog`)
};

const fr_newsletter_confirm_go_blog = /** @type {(inputs: Newsletter_Confirm_Go_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller au blogue`)
};

/**
* | output |
* | --- |
* | "Go to the Blog" |
*
* @param {Newsletter_Confirm_Go_BlogInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_go_blog = /** @type {((inputs?: Newsletter_Confirm_Go_BlogInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirm_Go_BlogInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_confirm_go_blog(inputs)
	return en_newsletter_confirm_go_blog(inputs)
});