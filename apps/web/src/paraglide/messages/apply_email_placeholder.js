/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Email_PlaceholderInputs */

const en_apply_email_placeholder = /** @type {(inputs: Apply_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jane@example.ca`)
};

const fr_apply_email_placeholder = /** @type {(inputs: Apply_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`marie@exemple.ca`)
};

/**
* | output |
* | --- |
* | "jane@example.ca" |
*
* @param {Apply_Email_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_email_placeholder = /** @type {((inputs?: Apply_Email_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Email_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_email_placeholder(inputs)
	return en_apply_email_placeholder(inputs)
});