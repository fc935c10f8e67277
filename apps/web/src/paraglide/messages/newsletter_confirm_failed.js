/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Confirm_FailedInputs */

const en_newsletter_confirm_failed = /** @type {(inputs: Newsletter_Confirm_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not confirm this subscription`)
};

const fr_newsletter_confirm_failed = /** @type {(inputs: Newsletter_Confirm_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu confirmer cet abonnement`)
};

/**
* | output |
* | --- |
* | "We could not confirm this subscription" |
*
* @param {Newsletter_Confirm_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_failed = /** @type {((inputs?: Newsletter_Confirm_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirm_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_confirm_failed(inputs)
	return en_newsletter_confirm_failed(inputs)
});