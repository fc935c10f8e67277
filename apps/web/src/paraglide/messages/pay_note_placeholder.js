/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Note_PlaceholderInputs */

const en_pay_note_placeholder = /** @type {(inputs: Pay_Note_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. plus $2/hour night shift premium`)
};

const fr_pay_note_placeholder = /** @type {(inputs: Pay_Note_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. plus une prime de nuit de 2 $/heure`)
};

/**
* | output |
* | --- |
* | "e.g. plus $2/hour night shift premium" |
*
* @param {Pay_Note_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_note_placeholder = /** @type {((inputs?: Pay_Note_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Note_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_note_placeholder(inputs)
	return en_pay_note_placeholder(inputs)
});