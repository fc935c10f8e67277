/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Claim_SubscribersInputs */

const en_newsletter_claim_subscribers = /** @type {(inputs: Newsletter_Claim_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribers`)
};

const fr_newsletter_claim_subscribers = /** @type {(inputs: Newsletter_Claim_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnés`)
};

/**
* | output |
* | --- |
* | "Subscribers" |
*
* @param {Newsletter_Claim_SubscribersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_claim_subscribers = /** @type {((inputs?: Newsletter_Claim_SubscribersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Claim_SubscribersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_claim_subscribers(inputs)
	return en_newsletter_claim_subscribers(inputs)
});