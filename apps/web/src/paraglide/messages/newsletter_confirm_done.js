/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Confirm_DoneInputs */

const en_newsletter_confirm_done = /** @type {(inputs: Newsletter_Confirm_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription Confirmed`)
};

const fr_newsletter_confirm_done = /** @type {(inputs: Newsletter_Confirm_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement confirmé`)
};

/**
* | output |
* | --- |
* | "Subscription Confirmed" |
*
* @param {Newsletter_Confirm_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_done = /** @type {((inputs?: Newsletter_Confirm_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirm_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_confirm_done(inputs)
	return en_newsletter_confirm_done(inputs)
});