/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Replace_ResumeInputs */

const en_my_apps_replace_resume = /** @type {(inputs: My_Apps_Replace_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace your résumé`)
};

const fr_my_apps_replace_resume = /** @type {(inputs: My_Apps_Replace_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplacer votre CV`)
};

/**
* | output |
* | --- |
* | "Replace your résumé" |
*
* @param {My_Apps_Replace_ResumeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_replace_resume = /** @type {((inputs?: My_Apps_Replace_ResumeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Replace_ResumeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_replace_resume(inputs)
	return en_my_apps_replace_resume(inputs)
});