/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Answer_ConfirmedInputs */

const en_newsletter_answer_confirmed = /** @type {(inputs: Newsletter_Answer_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your subscription is confirmed. Welcome back!`)
};

const fr_newsletter_answer_confirmed = /** @type {(inputs: Newsletter_Answer_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre abonnement est confirmé. Heureux de vous revoir!`)
};

/**
* | output |
* | --- |
* | "Your subscription is confirmed. Welcome back!" |
*
* @param {Newsletter_Answer_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_answer_confirmed = /** @type {((inputs?: Newsletter_Answer_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Answer_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_answer_confirmed(inputs)
	return en_newsletter_answer_confirmed(inputs)
});