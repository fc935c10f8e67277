/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_ResumeInputs */

const en_my_apps_resume = /** @type {(inputs: My_Apps_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résumé:`)
};

const fr_my_apps_resume = /** @type {(inputs: My_Apps_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CV :`)
};

/**
* | output |
* | --- |
* | "Résumé:" |
*
* @param {My_Apps_ResumeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_resume = /** @type {((inputs?: My_Apps_ResumeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_ResumeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_resume(inputs)
	return en_my_apps_resume(inputs)
});