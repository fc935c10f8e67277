/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Timeline_AsapInputs */

const en_quote_timeline_asap = /** @type {(inputs: Quote_Timeline_AsapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As soon as possible`)
};

const fr_quote_timeline_asap = /** @type {(inputs: Quote_Timeline_AsapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dès que possible`)
};

/**
* | output |
* | --- |
* | "As soon as possible" |
*
* @param {Quote_Timeline_AsapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const quote_timeline_asap = /** @type {((inputs?: Quote_Timeline_AsapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Timeline_AsapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_quote_timeline_asap(inputs)
	return en_quote_timeline_asap(inputs)
});