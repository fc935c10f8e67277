/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Subject_PlaceholderInputs */

const en_contact_subject_placeholder = /** @type {(inputs: Contact_Subject_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How can we help?`)
};

const fr_contact_subject_placeholder = /** @type {(inputs: Contact_Subject_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment pouvons-nous vous aider?`)
};

/**
* | output |
* | --- |
* | "How can we help?" |
*
* @param {Contact_Subject_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_subject_placeholder = /** @type {((inputs?: Contact_Subject_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Subject_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_subject_placeholder(inputs)
	return en_contact_subject_placeholder(inputs)
});