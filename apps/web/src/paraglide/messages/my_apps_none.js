/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_NoneInputs */

const en_my_apps_none = /** @type {(inputs: My_Apps_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There are no applications with this address any more.`)
};

const fr_my_apps_none = /** @type {(inputs: My_Apps_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a plus de candidatures avec cette adresse.`)
};

/**
* | output |
* | --- |
* | "There are no applications with this address any more." |
*
* @param {My_Apps_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_none = /** @type {((inputs?: My_Apps_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_none(inputs)
	return en_my_apps_none(inputs)
});