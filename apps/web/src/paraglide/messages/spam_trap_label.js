/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Spam_Trap_LabelInputs */

const en_spam_trap_label = /** @type {(inputs: Spam_Trap_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave this field empty`)
};

const fr_spam_trap_label = /** @type {(inputs: Spam_Trap_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laissez ce champ vide`)
};

/**
* | output |
* | --- |
* | "Leave this field empty" |
*
* @param {Spam_Trap_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const spam_trap_label = /** @type {((inputs?: Spam_Trap_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Spam_Trap_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_spam_trap_label(inputs)
	return en_spam_trap_label(inputs)
});