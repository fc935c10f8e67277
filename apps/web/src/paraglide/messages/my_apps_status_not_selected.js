/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Status_Not_SelectedInputs */

const en_my_apps_status_not_selected = /** @type {(inputs: My_Apps_Status_Not_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not selected`)
};

const fr_my_apps_status_not_selected = /** @type {(inputs: My_Apps_Status_Not_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non retenue`)
};

/**
* | output |
* | --- |
* | "Not selected" |
*
* @param {My_Apps_Status_Not_SelectedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_status_not_selected = /** @type {((inputs?: My_Apps_Status_Not_SelectedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Status_Not_SelectedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_status_not_selected(inputs)
	return en_my_apps_status_not_selected(inputs)
});