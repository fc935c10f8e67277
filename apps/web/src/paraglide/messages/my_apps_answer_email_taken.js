/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Answer_Email_TakenInputs */

const en_my_apps_answer_email_taken = /** @type {(inputs: My_Apps_Answer_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already have an open application to this job with that email address.`)
};

const fr_my_apps_answer_email_taken = /** @type {(inputs: My_Apps_Answer_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà une candidature ouverte à cet emploi avec cette adresse courriel.`)
};

/**
* | output |
* | --- |
* | "You already have an open application to this job with that email address." |
*
* @param {My_Apps_Answer_Email_TakenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_answer_email_taken = /** @type {((inputs?: My_Apps_Answer_Email_TakenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Answer_Email_TakenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_answer_email_taken(inputs)
	return en_my_apps_answer_email_taken(inputs)
});