/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Last_PageInputs */

const en_list_last_page = /** @type {(inputs: List_Last_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last page`)
};

const fr_list_last_page = /** @type {(inputs: List_Last_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière page`)
};

/**
* | output |
* | --- |
* | "Last page" |
*
* @param {List_Last_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_last_page = /** @type {((inputs?: List_Last_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Last_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_list_last_page(inputs)
	return en_list_last_page(inputs)
});