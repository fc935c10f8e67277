/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Privacy_BeforeInputs */

const en_my_apps_privacy_before = /** @type {(inputs: My_Apps_Privacy_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See our`)
};

const fr_my_apps_privacy_before = /** @type {(inputs: My_Apps_Privacy_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultez notre`)
};

/**
* | output |
* | --- |
* | "See our" |
*
* @param {My_Apps_Privacy_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_privacy_before = /** @type {((inputs?: My_Apps_Privacy_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Privacy_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_privacy_before(inputs)
	return en_my_apps_privacy_before(inputs)
});