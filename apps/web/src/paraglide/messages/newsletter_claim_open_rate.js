/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Claim_Open_RateInputs */

const en_newsletter_claim_open_rate = /** @type {(inputs: Newsletter_Claim_Open_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Rate`)
};

const fr_newsletter_claim_open_rate = /** @type {(inputs: Newsletter_Claim_Open_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taux d’ouverture`)
};

/**
* | output |
* | --- |
* | "Open Rate" |
*
* @param {Newsletter_Claim_Open_RateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_claim_open_rate = /** @type {((inputs?: Newsletter_Claim_Open_RateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Claim_Open_RateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_claim_open_rate(inputs)
	return en_newsletter_claim_open_rate(inputs)
});