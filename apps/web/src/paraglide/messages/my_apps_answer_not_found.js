/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Answer_Not_FoundInputs */

const en_my_apps_answer_not_found = /** @type {(inputs: My_Apps_Answer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application not found`)
};

const fr_my_apps_answer_not_found = /** @type {(inputs: My_Apps_Answer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidature introuvable`)
};

/**
* | output |
* | --- |
* | "Application not found" |
*
* @param {My_Apps_Answer_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_answer_not_found = /** @type {((inputs?: My_Apps_Answer_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Answer_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_answer_not_found(inputs)
	return en_my_apps_answer_not_found(inputs)
});