/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_AccountingInputs */

const en_category_accounting = /** @type {(inputs: Category_AccountingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accounting`)
};

const fr_category_accounting = /** @type {(inputs: Category_AccountingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comptabilité`)
};

/**
* | output |
* | --- |
* | "Accounting" |
*
* @param {Category_AccountingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_accounting = /** @type {((inputs?: Category_AccountingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_AccountingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_category_accounting(inputs)
	return en_category_accounting(inputs)
});