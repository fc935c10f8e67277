/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Claim_DeliveryInputs */

const en_newsletter_claim_delivery = /** @type {(inputs: Newsletter_Claim_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

const fr_newsletter_claim_delivery = /** @type {(inputs: Newsletter_Claim_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi`)
};

/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Newsletter_Claim_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_claim_delivery = /** @type {((inputs?: Newsletter_Claim_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Claim_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_claim_delivery(inputs)
	return en_newsletter_claim_delivery(inputs)
});