/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Keep_ItInputs */

const en_my_apps_keep_it = /** @type {(inputs: My_Apps_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

const fr_my_apps_keep_it = /** @type {(inputs: My_Apps_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La garder`)
};

/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {My_Apps_Keep_ItInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_keep_it = /** @type {((inputs?: My_Apps_Keep_ItInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Keep_ItInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_keep_it(inputs)
	return en_my_apps_keep_it(inputs)
});