/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_ThanksInputs */

const en_newsletter_thanks = /** @type {(inputs: Newsletter_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thanks for subscribing! Look out for our weekly insights.`)
};

const fr_newsletter_thanks = /** @type {(inputs: Newsletter_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci de votre abonnement! Surveillez nos perspectives hebdomadaires.`)
};

/**
* | output |
* | --- |
* | "Thanks for subscribing! Look out for our weekly insights." |
*
* @param {Newsletter_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_thanks = /** @type {((inputs?: Newsletter_ThanksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_ThanksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_thanks(inputs)
	return en_newsletter_thanks(inputs)
});