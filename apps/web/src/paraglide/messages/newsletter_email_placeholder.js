/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Email_PlaceholderInputs */

const en_newsletter_email_placeholder = /** @type {(inputs: Newsletter_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you@company.ca`)
};

const fr_newsletter_email_placeholder = /** @type {(inputs: Newsletter_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vous@entreprise.ca`)
};

/**
* | output |
* | --- |
* | "you@company.ca" |
*
* @param {Newsletter_Email_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_email_placeholder = /** @type {((inputs?: Newsletter_Email_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Email_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_email_placeholder(inputs)
	return en_newsletter_email_placeholder(inputs)
});