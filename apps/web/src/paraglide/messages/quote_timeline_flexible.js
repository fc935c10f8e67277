/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Timeline_FlexibleInputs */

const en_quote_timeline_flexible = /** @type {(inputs: Quote_Timeline_FlexibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flexible`)
};

const fr_quote_timeline_flexible = /** @type {(inputs: Quote_Timeline_FlexibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flexible`)
};

/**
* | output |
* | --- |
* | "Flexible" |
*
* @param {Quote_Timeline_FlexibleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_timeline_flexible = /** @type {((inputs?: Quote_Timeline_FlexibleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Timeline_FlexibleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_timeline_flexible(inputs)
	return en_quote_timeline_flexible(inputs)
});