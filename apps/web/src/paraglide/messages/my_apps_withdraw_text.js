/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} My_Apps_Withdraw_TextInputs */

const en_my_apps_withdraw_text = /** @type {(inputs: My_Apps_Withdraw_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We will stop considering you for ${i?.title}. This cannot be undone; to be considered again, apply again.`)
};

const fr_my_apps_withdraw_text = /** @type {(inputs: My_Apps_Withdraw_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous cesserons d’examiner votre candidature pour ${i?.title}. Cette action est irréversible; pour être considéré de nouveau, postulez de nouveau.`)
};

/**
* | output |
* | --- |
* | "We will stop considering you for {title}. This cannot be undone; to be considered again, apply again." |
*
* @param {My_Apps_Withdraw_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_withdraw_text = /** @type {((inputs: My_Apps_Withdraw_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Withdraw_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_withdraw_text(inputs)
	return en_my_apps_withdraw_text(inputs)
});