/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Confirm_Subscribe_AgainInputs */

const en_newsletter_confirm_subscribe_again = /** @type {(inputs: Newsletter_Confirm_Subscribe_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can subscribe again from our blog.`)
};

const fr_newsletter_confirm_subscribe_again = /** @type {(inputs: Newsletter_Confirm_Subscribe_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez vous abonner de nouveau à partir de notre blogue.`)
};

/**
* | output |
* | --- |
* | "You can subscribe again from our blog." |
*
* @param {Newsletter_Confirm_Subscribe_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_subscribe_again = /** @type {((inputs?: Newsletter_Confirm_Subscribe_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirm_Subscribe_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_confirm_subscribe_again(inputs)
	return en_newsletter_confirm_subscribe_again(inputs)
});