/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Email_Me_LinkInputs */

const en_account_email_me_link = /** @type {(inputs: Account_Email_Me_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email me a link`)
};

const fr_account_email_me_link = /** @type {(inputs: Account_Email_Me_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’envoyer un lien par courriel`)
};

/**
* | output |
* | --- |
* | "Email me a link" |
*
* @param {Account_Email_Me_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_email_me_link = /** @type {((inputs?: Account_Email_Me_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_Me_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_account_email_me_link(inputs)
	return en_account_email_me_link(inputs)
});