/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Withdrawn_TitleInputs */

const en_my_apps_withdrawn_title = /** @type {(inputs: My_Apps_Withdrawn_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application withdrawn`)
};

const fr_my_apps_withdrawn_title = /** @type {(inputs: My_Apps_Withdrawn_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidature retirée`)
};

/**
* | output |
* | --- |
* | "Application withdrawn" |
*
* @param {My_Apps_Withdrawn_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_withdrawn_title = /** @type {((inputs?: My_Apps_Withdrawn_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Withdrawn_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_withdrawn_title(inputs)
	return en_my_apps_withdrawn_title(inputs)
});