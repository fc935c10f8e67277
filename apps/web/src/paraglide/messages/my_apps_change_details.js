/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Change_DetailsInputs */

const en_my_apps_change_details = /** @type {(inputs: My_Apps_Change_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change details`)
};

const fr_my_apps_change_details = /** @type {(inputs: My_Apps_Change_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier les coordonnées`)
};

/**
* | output |
* | --- |
* | "Change details" |
*
* @param {My_Apps_Change_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_change_details = /** @type {((inputs?: My_Apps_Change_DetailsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Change_DetailsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_change_details(inputs)
	return en_my_apps_change_details(inputs)
});