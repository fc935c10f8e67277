/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Posting_Checks_OkInputs */

const en_posting_checks_ok = /** @type {(inputs: Posting_Checks_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This posting meets the Ontario job posting requirements.`)
};

const fr_posting_checks_ok = /** @type {(inputs: Posting_Checks_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette offre respecte les exigences de l’Ontario relatives aux offres d’emploi.`)
};

/**
* | output |
* | --- |
* | "This posting meets the Ontario job posting requirements." |
*
* @param {Posting_Checks_OkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const posting_checks_ok = /** @type {((inputs?: Posting_Checks_OkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Posting_Checks_OkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_posting_checks_ok(inputs)
	return en_posting_checks_ok(inputs)
});