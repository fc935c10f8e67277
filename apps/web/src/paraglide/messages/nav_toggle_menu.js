/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Toggle_MenuInputs */

const en_nav_toggle_menu = /** @type {(inputs: Nav_Toggle_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toggle navigation menu`)
};

const fr_nav_toggle_menu = /** @type {(inputs: Nav_Toggle_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir ou fermer le menu de navigation`)
};

/**
* | output |
* | --- |
* | "Toggle navigation menu" |
*
* @param {Nav_Toggle_MenuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_toggle_menu = /** @type {((inputs?: Nav_Toggle_MenuInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Toggle_MenuInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_toggle_menu(inputs)
	return en_nav_toggle_menu(inputs)
});