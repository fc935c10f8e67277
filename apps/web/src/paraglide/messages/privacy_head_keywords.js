/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Privacy_Head_KeywordsInputs */

const en_privacy_head_keywords = /** @type {(inputs: Privacy_Head_KeywordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`privacy policy, PIPEDA, personal information, cookies, ${i?.company} privacy, staffing agency privacy Ontario`)
};

const fr_privacy_head_keywords = /** @type {(inputs: Privacy_Head_KeywordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`politique de confidentialité, LPRPDE, renseignements personnels, témoins, confidentialité ${i?.company}, confidentialité agence de placement Ontario`)
};

/**
* | output |
* | --- |
* | "privacy policy, PIPEDA, personal information, cookies, {company} privacy, staffing agency privacy Ontario" |
*
* @param {Privacy_Head_KeywordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_head_keywords = /** @type {((inputs: Privacy_Head_KeywordsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Head_KeywordsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_head_keywords(inputs)
	return en_privacy_head_keywords(inputs)
});