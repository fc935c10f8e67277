/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Email_DescriptionInputs */

const en_my_apps_email_description = /** @type {(inputs: My_Apps_Email_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address you applied with.`)
};

const fr_my_apps_email_description = /** @type {(inputs: My_Apps_Email_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse avec laquelle vous avez postulé.`)
};

/**
* | output |
* | --- |
* | "The address you applied with." |
*
* @param {My_Apps_Email_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_email_description = /** @type {((inputs?: My_Apps_Email_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Email_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_email_description(inputs)
	return en_my_apps_email_description(inputs)
});