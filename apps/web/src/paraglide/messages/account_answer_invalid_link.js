/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Answer_Invalid_LinkInputs */

const en_account_answer_invalid_link = /** @type {(inputs: Account_Answer_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in link is invalid, has expired or was already used. Ask for a new one below.`)
};

const fr_account_answer_invalid_link = /** @type {(inputs: Account_Answer_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de connexion est invalide, a expiré ou a déjà été utilisé. Demandez-en un nouveau ci-dessous.`)
};

/**
* | output |
* | --- |
* | "This sign-in link is invalid, has expired or was already used. Ask for a new one below." |
*
* @param {Account_Answer_Invalid_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_answer_invalid_link = /** @type {((inputs?: Account_Answer_Invalid_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Answer_Invalid_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_account_answer_invalid_link(inputs)
	return en_account_answer_invalid_link(inputs)
});