/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Resume_LinkInputs */

const en_my_apps_resume_link = /** @type {(inputs: My_Apps_Resume_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or a link to it`)
};

const fr_my_apps_resume_link = /** @type {(inputs: My_Apps_Resume_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou un lien vers celui-ci`)
};

/**
* | output |
* | --- |
* | "Or a link to it" |
*
* @param {My_Apps_Resume_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_resume_link = /** @type {((inputs?: My_Apps_Resume_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Resume_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_resume_link(inputs)
	return en_my_apps_resume_link(inputs)
});