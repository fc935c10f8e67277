/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_On_The_ListInputs */

const en_newsletter_on_the_list = /** @type {(inputs: Newsletter_On_The_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're on the list`)
};

const fr_newsletter_on_the_list = /** @type {(inputs: Newsletter_On_The_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes inscrit`)
};

/**
* | output |
* | --- |
* | "You're on the list" |
*
* @param {Newsletter_On_The_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_on_the_list = /** @type {((inputs?: Newsletter_On_The_ListInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_On_The_ListInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_on_the_list(inputs)
	return en_newsletter_on_the_list(inputs)
});