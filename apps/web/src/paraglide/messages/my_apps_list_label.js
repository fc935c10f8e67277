/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_List_LabelInputs */

const en_my_apps_list_label = /** @type {(inputs: My_Apps_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your applications`)
};

const fr_my_apps_list_label = /** @type {(inputs: My_Apps_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos candidatures`)
};

/**
* | output |
* | --- |
* | "Your applications" |
*
* @param {My_Apps_List_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_list_label = /** @type {((inputs?: My_Apps_List_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_List_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_list_label(inputs)
	return en_my_apps_list_label(inputs)
});