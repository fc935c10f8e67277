/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Withdraw_YesInputs */

const en_my_apps_withdraw_yes = /** @type {(inputs: My_Apps_Withdraw_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, withdraw`)
};

const fr_my_apps_withdraw_yes = /** @type {(inputs: My_Apps_Withdraw_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui, retirer`)
};

/**
* | output |
* | --- |
* | "Yes, withdraw" |
*
* @param {My_Apps_Withdraw_YesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_withdraw_yes = /** @type {((inputs?: My_Apps_Withdraw_YesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Withdraw_YesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_withdraw_yes(inputs)
	return en_my_apps_withdraw_yes(inputs)
});