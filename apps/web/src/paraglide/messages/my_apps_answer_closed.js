/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Answer_ClosedInputs */

const en_my_apps_answer_closed = /** @type {(inputs: My_Apps_Answer_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This application is closed and can no longer be changed.`)
};

const fr_my_apps_answer_closed = /** @type {(inputs: My_Apps_Answer_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette candidature est fermée et ne peut plus être modifiée.`)
};

/**
* | output |
* | --- |
* | "This application is closed and can no longer be changed." |
*
* @param {My_Apps_Answer_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_answer_closed = /** @type {((inputs?: My_Apps_Answer_ClosedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Answer_ClosedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_answer_closed(inputs)
	return en_my_apps_answer_closed(inputs)
});