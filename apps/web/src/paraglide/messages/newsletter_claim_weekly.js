/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Claim_WeeklyInputs */

const en_newsletter_claim_weekly = /** @type {(inputs: Newsletter_Claim_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly`)
};

const fr_newsletter_claim_weekly = /** @type {(inputs: Newsletter_Claim_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hebdo`)
};

/**
* | output |
* | --- |
* | "Weekly" |
*
* @param {Newsletter_Claim_WeeklyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_claim_weekly = /** @type {((inputs?: Newsletter_Claim_WeeklyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Claim_WeeklyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_claim_weekly(inputs)
	return en_newsletter_claim_weekly(inputs)
});