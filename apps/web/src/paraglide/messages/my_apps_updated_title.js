/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Updated_TitleInputs */

const en_my_apps_updated_title = /** @type {(inputs: My_Apps_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application updated`)
};

const fr_my_apps_updated_title = /** @type {(inputs: My_Apps_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidature mise à jour`)
};

/**
* | output |
* | --- |
* | "Application updated" |
*
* @param {My_Apps_Updated_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_updated_title = /** @type {((inputs?: My_Apps_Updated_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Updated_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_updated_title(inputs)
	return en_my_apps_updated_title(inputs)
});