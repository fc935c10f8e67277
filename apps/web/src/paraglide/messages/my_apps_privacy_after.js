/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Privacy_AfterInputs */

const en_my_apps_privacy_after = /** @type {(inputs: My_Apps_Privacy_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`for how we use these details.`)
};

const fr_my_apps_privacy_after = /** @type {(inputs: My_Apps_Privacy_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour savoir comment nous utilisons ces renseignements.`)
};

/**
* | output |
* | --- |
* | "for how we use these details." |
*
* @param {My_Apps_Privacy_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_privacy_after = /** @type {((inputs?: My_Apps_Privacy_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Privacy_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_privacy_after(inputs)
	return en_my_apps_privacy_after(inputs)
});