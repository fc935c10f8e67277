/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Answer_UpdatedInputs */

const en_my_apps_answer_updated = /** @type {(inputs: My_Apps_Answer_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application was updated.`)
};

const fr_my_apps_answer_updated = /** @type {(inputs: My_Apps_Answer_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre candidature a été mise à jour.`)
};

/**
* | output |
* | --- |
* | "Your application was updated." |
*
* @param {My_Apps_Answer_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_answer_updated = /** @type {((inputs?: My_Apps_Answer_UpdatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Answer_UpdatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_answer_updated(inputs)
	return en_my_apps_answer_updated(inputs)
});