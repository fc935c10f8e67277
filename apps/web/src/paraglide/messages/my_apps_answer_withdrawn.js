/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Answer_WithdrawnInputs */

const en_my_apps_answer_withdrawn = /** @type {(inputs: My_Apps_Answer_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application was withdrawn.`)
};

const fr_my_apps_answer_withdrawn = /** @type {(inputs: My_Apps_Answer_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre candidature a été retirée.`)
};

/**
* | output |
* | --- |
* | "Your application was withdrawn." |
*
* @param {My_Apps_Answer_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_answer_withdrawn = /** @type {((inputs?: My_Apps_Answer_WithdrawnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Answer_WithdrawnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_answer_withdrawn(inputs)
	return en_my_apps_answer_withdrawn(inputs)
});