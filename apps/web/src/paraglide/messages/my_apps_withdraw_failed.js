/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Withdraw_FailedInputs */

const en_my_apps_withdraw_failed = /** @type {(inputs: My_Apps_Withdraw_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not withdraw`)
};

const fr_my_apps_withdraw_failed = /** @type {(inputs: My_Apps_Withdraw_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de retirer la candidature`)
};

/**
* | output |
* | --- |
* | "Could not withdraw" |
*
* @param {My_Apps_Withdraw_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_withdraw_failed = /** @type {((inputs?: My_Apps_Withdraw_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Withdraw_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_withdraw_failed(inputs)
	return en_my_apps_withdraw_failed(inputs)
});