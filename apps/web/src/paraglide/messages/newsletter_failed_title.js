/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Failed_TitleInputs */

const en_newsletter_failed_title = /** @type {(inputs: Newsletter_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription failed`)
};

const fr_newsletter_failed_title = /** @type {(inputs: Newsletter_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l’abonnement`)
};

/**
* | output |
* | --- |
* | "Subscription failed" |
*
* @param {Newsletter_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_failed_title = /** @type {((inputs?: Newsletter_Failed_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Failed_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_failed_title(inputs)
	return en_newsletter_failed_title(inputs)
});