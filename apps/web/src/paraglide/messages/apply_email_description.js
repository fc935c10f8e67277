/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Email_DescriptionInputs */

const en_apply_email_description = /** @type {(inputs: Apply_Email_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we reach you: an email, a phone number or a resume`)
};

const fr_apply_email_description = /** @type {(inputs: Apply_Email_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment vous joindre : un courriel, un numéro de téléphone ou un CV`)
};

/**
* | output |
* | --- |
* | "How we reach you: an email, a phone number or a resume" |
*
* @param {Apply_Email_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_email_description = /** @type {((inputs?: Apply_Email_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Email_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_email_description(inputs)
	return en_apply_email_description(inputs)
});