/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Answer_Logged_OutInputs */

const en_account_answer_logged_out = /** @type {(inputs: Account_Answer_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are signed out.`)
};

const fr_account_answer_logged_out = /** @type {(inputs: Account_Answer_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes déconnecté.`)
};

/**
* | output |
* | --- |
* | "You are signed out." |
*
* @param {Account_Answer_Logged_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_answer_logged_out = /** @type {((inputs?: Account_Answer_Logged_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Answer_Logged_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_account_answer_logged_out(inputs)
	return en_account_answer_logged_out(inputs)
});