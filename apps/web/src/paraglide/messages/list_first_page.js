/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_First_PageInputs */

const en_list_first_page = /** @type {(inputs: List_First_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First page`)
};

const fr_list_first_page = /** @type {(inputs: List_First_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Première page`)
};

/**
* | output |
* | --- |
* | "First page" |
*
* @param {List_First_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_first_page = /** @type {((inputs?: List_First_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_First_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_list_first_page(inputs)
	return en_list_first_page(inputs)
});