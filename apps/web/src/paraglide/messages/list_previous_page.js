/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Previous_PageInputs */

const en_list_previous_page = /** @type {(inputs: List_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous page`)
};

const fr_list_previous_page = /** @type {(inputs: List_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page précédente`)
};

/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {List_Previous_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_previous_page = /** @type {((inputs?: List_Previous_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Previous_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_list_previous_page(inputs)
	return en_list_previous_page(inputs)
});