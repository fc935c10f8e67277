/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Resume_NoneInputs */

const en_my_apps_resume_none = /** @type {(inputs: My_Apps_Resume_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const fr_my_apps_resume_none = /** @type {(inputs: My_Apps_Resume_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucun`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {My_Apps_Resume_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_resume_none = /** @type {((inputs?: My_Apps_Resume_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Resume_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_resume_none(inputs)
	return en_my_apps_resume_none(inputs)
});