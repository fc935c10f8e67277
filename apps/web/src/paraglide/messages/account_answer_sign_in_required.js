/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Answer_Sign_In_RequiredInputs */

const en_account_answer_sign_in_required = /** @type {(inputs: Account_Answer_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in with the link we email you.`)
};

const fr_account_answer_sign_in_required = /** @type {(inputs: Account_Answer_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter avec le lien que nous vous envoyons par courriel.`)
};

/**
* | output |
* | --- |
* | "Please sign in with the link we email you." |
*
* @param {Account_Answer_Sign_In_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_answer_sign_in_required = /** @type {((inputs?: Account_Answer_Sign_In_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Answer_Sign_In_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_account_answer_sign_in_required(inputs)
	return en_account_answer_sign_in_required(inputs)
});